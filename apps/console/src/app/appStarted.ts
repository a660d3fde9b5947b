import { createAction } from '@reduxjs/toolkit';

/** Dispatched once when the console starts, after the stored session is loaded. */
export const appStarted = createAction('app/started');
