import { ConnectedOperatorRow } from '@switchboard/domain';
import { api } from '../../app/api';
import { keepLiveList, type LiveList } from '../../app/socket/liveQuery';

/** The live connected operators and whether the server refused them (the error's own text). */
export interface ConnectedOperatorsList extends LiveList<ConnectedOperatorRow> {
  error?: string | null;
}

export const EMPTY_CONNECTED_OPERATORS: ConnectedOperatorsList = {
  rows: [],
  loaded: false,
  error: null,
};

export const connectedOperatorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    liveConnectedOperators: build.query<ConnectedOperatorsList, void>({
      queryFn: () => ({ data: EMPTY_CONNECTED_OPERATORS }),
      onCacheEntryAdded: (_arg, lifecycle) =>
        keepLiveList<ConnectedOperatorRow>(
          { query: 'operators.connected', params: {} },
          lifecycle,
          {
            parseRow: (row) => {
              const parsed = ConnectedOperatorRow.safeParse(row);
              return parsed.success ? parsed.data : null;
            },
            onError: (error) =>
              lifecycle.updateCachedData((draft) => {
                draft.loaded = true;
                draft.error = error.message;
              }),
          },
        ),
    }),
    /** Signs an operator out everywhere: their sockets get `disconnectOperator` (Admin). */
    disconnectOperator: build.mutation<{ disconnected: number }, { uid: string }>({
      query: ({ uid }) => ({
        url: `/operators/${encodeURIComponent(uid)}/disconnect`,
        method: 'POST',
      }),
    }),
  }),
});

export const { useLiveConnectedOperatorsQuery, useDisconnectOperatorMutation } =
  connectedOperatorsApi;
