import {
  CONNECTED_OPERATORS_MESSAGES as text,
  hasRole,
  messages,
  parseOperatorGeos,
  QUEUE_POOLS,
  queuePoolLabel,
  type ConnectedOperatorRow,
  AUDIT_MESSAGES as auditText,
} from '@switchboard/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  NoticesPanel,
  NoticesPanelTitle,
  NoticesPanelToolbar,
  Select,
} from '@switchboard/ui';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { errorText } from '../../common/errorText';
import { formatDate } from '../../common/formatDate';
import { Heading, Screen } from '../../common/layout';
import { selectUser } from '../auth/selectors';
import { auditRecordIds, useLatestAuditEntriesQuery } from '../audit/auditApi';
import { LastChanged } from '../audit/LastChanged';
import { notifyError, notifySuccess } from '../notifications/notificationsSlice';
import {
  EMPTY_CONNECTED_OPERATORS,
  useDisconnectOperatorMutation,
  useLiveConnectedOperatorsQuery,
} from './connectedOperatorsApi';

/**
 * /connectedOperators (Admin, Manager, Developer): the operators connected now, live, per pool
 * (Snowflake, Generic, Agent Only) with their geos, name and since when; filter by locale. An
 * admin signs one out: their sockets get `disconnectOperator`.
 */
export function ConnectedOperatorsPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const isAdmin = user !== null && hasRole(user.roles, 'Admin');
  const { data: list = EMPTY_CONNECTED_OPERATORS } = useLiveConnectedOperatorsQuery();
  const [locale, setLocale] = useState('');
  const [leaving, setLeaving] = useState<ConnectedOperatorRow | null>(null);
  const [disconnect, disconnecting] = useDisconnectOperatorMutation();
  const error = list.error
    ? errorText({ message: list.error }, messages.operatorsFetchFailed)
    : null;

  useEffect(() => {
    if (error) dispatch(notifyError(error));
  }, [dispatch, error]);

  const locales = useMemo(() => {
    const all = new Set<string>(user?.geos ?? []);
    for (const row of list.rows) for (const geo of parseOperatorGeos(row.geos)) all.add(geo);
    return [...all].sort();
  }, [list.rows, user]);
  const visible = list.rows.filter(
    (row) => locale === '' || parseOperatorGeos(row.geos).includes(locale as never),
  );

  // Who last changed each account (#31), read once for every pool's rows, not a call per row:
  // admins only, like the server. Sorted ids: a reshuffled live list asks nothing again.
  const recordIds = useMemo(() => auditRecordIds(list.rows.map((row) => row.uid)), [list.rows]);
  const latest = useLatestAuditEntriesQuery(
    { recordType: 'user', recordIds },
    { skip: !isAdmin || recordIds.length === 0 },
  );

  const signOut = async (row: ConnectedOperatorRow) => {
    try {
      await disconnect({ uid: row.uid }).unwrap();
      dispatch(notifySuccess(text.signedOut(row.name)));
      setLeaving(null);
    } catch (failure) {
      dispatch(notifyError(messages.signOutFailed(errorText(failure as never, String(failure)))));
    }
  };

  const columns: DataTableColumn<ConnectedOperatorRow>[] = [
    { id: 'name', header: text.name, cell: (row) => row.name },
    {
      id: 'geos',
      header: text.geos,
      cell: (row) =>
        parseOperatorGeos(row.geos)
          .map((geo) => geo.toUpperCase())
          .join(', '),
    },
    { id: 'since', header: text.since, cell: (row) => formatDate(row.since) },
    ...(isAdmin
      ? [
          {
            // Who last changed the account, and its history (#31): admins only, like the server.
            id: 'changed',
            header: auditText.lastChangedColumn,
            cell: (row: ConnectedOperatorRow) => (
              <LastChanged
                recordType="user"
                recordId={row.uid}
                label={row.name}
                latest={latest.data?.[row.uid] ?? null}
              />
            ),
          },
          {
            id: 'actions',
            header: text.actions,
            align: 'right' as const,
            cell: (row: ConnectedOperatorRow) => (
              <Button
                size="sm"
                variant="danger"
                aria-label={text.signOutNamed(row.name)}
                onClick={() => setLeaving(row)}
              >
                {text.signOut}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Screen>
      <Heading>{text.title}</Heading>
      <NoticesPanelToolbar>
        <Select
          label={text.locale}
          value={locale}
          options={[
            { value: '', label: text.allLocales },
            ...locales.map((geo) => ({ value: geo, label: geo.toUpperCase() })),
          ]}
          onChange={(event) => setLocale(event.target.value)}
        />
      </NoticesPanelToolbar>
      {QUEUE_POOLS.map((pool) => {
        const rows = visible.filter((row) => row.pool === pool);
        return (
          <NoticesPanel key={pool} aria-labelledby={`pool-${pool}`}>
            <NoticesPanelTitle id={`pool-${pool}`}>
              {queuePoolLabel(pool)} <small>({text.count(rows.length)})</small>
            </NoticesPanelTitle>
            <DataTable
              caption={queuePoolLabel(pool)}
              stackOnPhone
              hideCaption
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              loading={!list.loaded}
              error={error}
              emptyText={text.none}
            />
          </NoticesPanel>
        );
      })}
      <ConfirmDialog
        open={leaving !== null}
        title={text.signOut}
        confirmLabel={text.signOut}
        cancelLabel={text.cancel}
        busy={disconnecting.isLoading}
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          if (leaving) void signOut(leaving);
        }}
      >
        {leaving ? text.confirmSignOut(leaving.name) : null}
      </ConfirmDialog>
    </Screen>
  );
}
