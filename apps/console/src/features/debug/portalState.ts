import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AppExtra } from '../../app/extra';
import type { PortalSnapshot } from '../../app/socket/LivePortal';

/** A thunk that reads the socket's state and subscriptions (the portal lives in `extra`). */
export const readPortalState =
  (): ThunkAction<PortalSnapshot, unknown, AppExtra, UnknownAction> =>
  (_dispatch, _getState, extra) =>
    extra.portal.snapshot();
