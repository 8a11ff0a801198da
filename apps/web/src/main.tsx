import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { preloadVisitorScreen } from './app/routes';
import { store } from './app/store';
import { ToasterOnDemand } from './components/toast/toaster-on-demand';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

preloadVisitorScreen(window.location.pathname);
createRoot(rootElement).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <ToasterOnDemand />
    </Provider>
  </StrictMode>,
);
