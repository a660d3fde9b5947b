import {
  DEBUG_MESSAGES as text,
  messages,
  QUEUE_POOLS,
  queuePoolLabel,
  parseOperatorGeos,
} from '@switchboard/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  NoticesPanel,
  NoticesPanelButtons,
  NoticesPanelMeta,
  NoticesPanelRow,
  NoticesPanelTitle,
  Select,
  TextField,
} from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { errorText } from '../../common/errorText';
import { Note } from '../../common/layout';
import { notifyError, notifySuccess } from '../notifications/notificationsSlice';
import {
  useCacheKeysQuery,
  useCacheValueQuery,
  useDeleteCacheKeyMutation,
  useFlushCacheMutation,
  useOperatorPoolsQuery,
} from './debugApi';

/**
 * The claim service's cache (spec §7): keys by pattern, a key's value, delete a key, flush the
 * tenant's cache after a confirmation, and the operator pools per geo and tenant.
 */
export function CachePanel({ geos, tenant }: { geos: readonly string[]; tenant: string | null }) {
  const dispatch = useAppDispatch();
  const [pattern, setPattern] = useState('*');
  const [searched, setSearched] = useState('*');
  const [shown, setShown] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [flushing, setFlushing] = useState(false);
  const keys = useCacheKeysQuery(searched);
  const value = useCacheValueQuery(shown ?? skipToken);
  const [deleteKey, deleteState] = useDeleteCacheKeyMutation();
  const [flush, flushState] = useFlushCacheMutation();

  const run = async (work: () => Promise<string>) => {
    try {
      dispatch(notifySuccess(await work()));
    } catch (error) {
      dispatch(notifyError(text.failed(errorText(error as never, String(error)))));
    }
  };

  const columns: DataTableColumn<string>[] = [
    { id: 'key', header: text.pattern, cell: (key) => <code>{key}</code> },
    {
      id: 'actions',
      header: text.actions,
      align: 'right',
      cell: (key) => (
        <NoticesPanelButtons>
          <Button size="sm" variant="secondary" onClick={() => setShown(key)}>
            {text.show}
          </Button>
          <Button size="sm" variant="text" onClick={() => setRemoving(key)}>
            {text.deleteKey}
          </Button>
        </NoticesPanelButtons>
      ),
    },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched(pattern.trim() || '*');
  };

  return (
    <NoticesPanel aria-labelledby="debug-cache">
      <NoticesPanelTitle id="debug-cache">{text.cache}</NoticesPanelTitle>
      <form onSubmit={submit}>
        <NoticesPanelRow>
          <TextField
            label={text.pattern}
            value={pattern}
            onChange={(event) => setPattern(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {text.findKeys}
          </Button>
          <Button variant="danger" onClick={() => setFlushing(true)}>
            {text.flush}
          </Button>
        </NoticesPanelRow>
      </form>
      <DataTable
        caption={text.cache}
        hideCaption
        columns={columns}
        rows={keys.data ?? []}
        rowKey={(key) => key}
        loading={keys.isFetching}
        error={keys.isError ? errorText(keys.error, text.failed('')) : null}
        onRetry={() => void keys.refetch()}
        emptyText={text.noKeys}
      />
      {shown !== null && (
        <div aria-live="polite">
          <h3>
            {text.value}: <code>{shown}</code>
          </h3>
          {value.isFetching ? (
            <NoticesPanelMeta>{text.loading}</NoticesPanelMeta>
          ) : value.isError ? (
            <Note $tone="warning">{errorText(value.error, text.failed(''))}</Note>
          ) : value.data ? (
            <>
              <pre>{value.data.value}</pre>
              {value.data.ttlMs !== null && (
                <NoticesPanelMeta>
                  {text.ttl} {Math.round(value.data.ttlMs / 1000)} s
                </NoticesPanelMeta>
              )}
            </>
          ) : null}
        </div>
      )}
      <PoolsView geos={geos} tenant={tenant} />
      <ConfirmDialog
        open={removing !== null}
        title={text.deleteKey}
        confirmLabel={text.deleteKey}
        cancelLabel={text.cancel}
        busy={deleteState.isLoading}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const key = removing;
          if (key === null) return;
          void run(async () => {
            await deleteKey(key).unwrap();
            if (shown === key) setShown(null);
            return text.keyDeleted(key);
          }).then(() => setRemoving(null));
        }}
      >
        {removing !== null ? text.confirmDeleteKey(removing) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={flushing}
        title={text.flush}
        confirmLabel={text.flush}
        cancelLabel={text.cancel}
        busy={flushState.isLoading}
        onCancel={() => setFlushing(false)}
        onConfirm={() =>
          void run(async () => {
            const count = await flush().unwrap();
            setShown(null);
            return text.flushed(count);
          }).then(() => setFlushing(false))
        }
      >
        {text.confirmFlush}
      </ConfirmDialog>
    </NoticesPanel>
  );
}

function PoolsView({ geos, tenant }: { geos: readonly string[]; tenant: string | null }) {
  const [geo, setGeo] = useState(geos[0] ?? '');
  const dispatch = useAppDispatch();
  const pools = useOperatorPoolsQuery(geo && tenant ? { geo, tenant } : skipToken);
  const failure = pools.isError ? errorText(pools.error, messages.operatorPoolsFetchFailed) : null;
  // Spec §8: a failed operator pools fetch is an error in the snackbar too.
  useEffect(() => {
    if (failure) dispatch(notifyError(failure));
  }, [dispatch, failure]);
  return (
    <>
      <h3>{text.pools}</h3>
      <NoticesPanelRow>
        <Select
          label={text.geo}
          value={geo}
          options={geos.map((g) => ({ value: g, label: g.toUpperCase() }))}
          onChange={(event) => setGeo(event.target.value)}
        />
      </NoticesPanelRow>
      {failure ? (
        <Note $tone="warning">{failure}</Note>
      ) : pools.isFetching || !pools.data ? (
        <NoticesPanelMeta>{text.loading}</NoticesPanelMeta>
      ) : (
        <ul>
          {QUEUE_POOLS.map((pool) => (
            <li key={pool}>
              <strong>{queuePoolLabel(pool)}</strong>:{' '}
              {pools.data?.[pool].operators
                .map((o) => `${o.name} (${parseOperatorGeos(o.geos).join(', ')})`)
                .join('; ') || '—'}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
