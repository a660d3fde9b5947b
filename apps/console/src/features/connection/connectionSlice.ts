import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PortalConnection } from '../../app/socket/LivePortal';

/** The realtime connection as the layout shows it (the portal reports each change). */
export interface ConnectionState {
  connection: PortalConnection;
}

const initialState: ConnectionState = { connection: 'idle' };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    connectionChanged: (state, action: PayloadAction<PortalConnection>) => {
      state.connection = action.payload;
    },
  },
});

export const { connectionChanged } = connectionSlice.actions;

/** `reconnecting` while the socket is away or its live data is not current yet (stale). */
export const selectConnection = (state: { connection: ConnectionState }): PortalConnection =>
  state.connection.connection;
