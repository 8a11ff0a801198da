import { type PayloadAction, createSlice } from '@reduxjs/toolkit';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  tone: 'neutral' | 'success' | 'error';
}

interface ToastState {
  /** Only one toast is visible at a time (spec section 9): a new one replaces the current one. */
  current: ToastMessage | null;
  nextId: number;
}

const initialState: ToastState = { current: null, nextId: 1 };

const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastShown(state, action: PayloadAction<Omit<ToastMessage, 'id'>>) {
      state.current = { ...action.payload, id: state.nextId };
      state.nextId += 1;
    },
    toastClosed(state, action: PayloadAction<number>) {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
});

export const { toastShown, toastClosed } = toastSlice.actions;
export const toastReducer = toastSlice.reducer;
