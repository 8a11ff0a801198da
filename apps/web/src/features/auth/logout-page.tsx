import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '../../api/base-api';
import { useAppDispatch } from '../../app/store-hooks';
import { LoadingScreen } from '../../components/loading-screen';
import { useLogoutMutation } from './auth.api';

/** Ends the session, forgets everything cached for the old user, then goes home (spec 2.18). */
export function LogoutPage() {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    void logout().then((result) => {
      // Spec section 7: a failed logout is logged and otherwise ignored.
      if (result.error) console.error('Logout failed', result.error);
      dispatch(baseApi.util.resetApiState());
      navigate('/', { replace: true });
    });
  }, [logout, dispatch, navigate]);

  return <LoadingScreen label="Signing out…" />;
}
