import {
  QUEUE_POOLS,
  queuePoolLabel,
  TRIGGER_PAGE_MESSAGES as text,
  TRIGGER_TYPES,
  type QueuePool,
  type TriggerSummary,
  type TriggerType,
} from '@switchboard/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  NoticesPanel,
  NoticesPanelRow,
  NoticesPanelTitle,
  Select,
  TextField,
} from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { errorText } from '../../common/errorText';
import { Heading, Paragraph, Screen } from '../../common/layout';
import { notifyError, notifySuccess } from '../notifications/notificationsSlice';
import { useDomainsQuery } from '../tenant/domainsApi';
import {
  useDomainProfilesQuery,
  useFindCustomersQuery,
  useFireTriggerMutation,
  useTriggersQuery,
} from './triggerApi';

const yesNo = (value: boolean) => (value ? text.yes : text.no);

const columns: DataTableColumn<TriggerSummary>[] = [
  { id: 'type', header: text.type, cell: (t) => <code>{t.type}</code> },
  { id: 'meaning', header: text.meaning, cell: (t) => t.description },
  { id: 'queueable', header: text.queueable, cell: (t) => yesNo(t.queueable) },
  { id: 'suggestions', header: text.suggestions, cell: (t) => yesNo(t.suggestions) },
  { id: 'chats', header: text.chats, align: 'right', cell: (t) => t.chats },
];

/**
 * /trigger (Admin): what each trigger type means, whether it queues the chat and offers
 * suggestions, how many chats each produced; and firing one for a customer and a profile.
 */
export function TriggerPage() {
  const triggers = useTriggersQuery();
  return (
    <Screen>
      <Heading>{text.title}</Heading>
      <NoticesPanel aria-labelledby="trigger-types">
        <NoticesPanelTitle id="trigger-types">{text.types}</NoticesPanelTitle>
        <DataTable
          caption={text.types}
          hideCaption
          columns={columns}
          rows={triggers.data ?? []}
          rowKey={(t) => t.type}
          loading={triggers.isLoading}
          error={triggers.isError ? errorText(triggers.error, text.loadFailed) : null}
          onRetry={() => void triggers.refetch()}
        />
      </NoticesPanel>
      <FireTriggerForm />
    </Screen>
  );
}

function FireTriggerForm() {
  const dispatch = useAppDispatch();
  const [type, setType] = useState<TriggerType>('flirt');
  const [domain, setDomain] = useState('');
  const [profileId, setProfileId] = useState('');
  const [name, setName] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [customerId, setCustomerId] = useState('');
  const [pool, setPool] = useState<QueuePool | ''>('');
  const domains = useDomainsQuery();
  const profiles = useDomainProfilesQuery(domain || skipToken);
  const customers = useFindCustomersQuery(
    domain && searched !== null ? { domain, name: searched } : skipToken,
  );
  const [fire, firing] = useFireTriggerMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!profileId || !customerId) return;
    try {
      const result = await fire({
        type,
        customerId,
        profileId,
        ...(pool ? { pool } : {}),
      }).unwrap();
      dispatch(notifySuccess(text.fired(result.chatId, result.created, result.queued)));
    } catch (error) {
      dispatch(notifyError(text.failed(errorText(error as never, String(error)))));
    }
  };

  return (
    <NoticesPanel aria-labelledby="fire-trigger">
      <NoticesPanelTitle id="fire-trigger">{text.fire}</NoticesPanelTitle>
      <Paragraph>{text.fireHelp}</Paragraph>
      <form onSubmit={(event) => void submit(event)}>
        <NoticesPanelRow>
          <Select
            label={text.type}
            value={type}
            options={TRIGGER_TYPES.map((value) => ({ value, label: value }))}
            onChange={(event) => setType(event.target.value as TriggerType)}
          />
          <Select
            label={text.domain}
            value={domain}
            placeholder={text.chooseDomain}
            error={domains.isError ? errorText(domains.error, text.loadFailed) : null}
            options={(domains.data ?? []).map((d) => ({ value: d.domain, label: d.domain }))}
            onChange={(event) => {
              setDomain(event.target.value);
              setProfileId('');
              setCustomerId('');
              setSearched(null);
            }}
          />
          <Select
            label={text.profileId}
            value={profileId}
            placeholder={text.chooseProfile}
            disabled={!domain || profiles.isFetching}
            options={(profiles.data ?? []).flatMap((p) => {
              const id = p.uuid ?? p.profileCmsId;
              return id ? [{ value: id, label: p.name ?? id }] : [];
            })}
            onChange={(event) => setProfileId(event.target.value)}
          />
        </NoticesPanelRow>
        <NoticesPanelRow>
          <TextField
            label={text.customerName}
            value={name}
            disabled={!domain}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                setSearched(name);
              }
            }}
          />
          <Button variant="secondary" disabled={!domain} onClick={() => setSearched(name)}>
            {text.findCustomer}
          </Button>
          <Select
            label={text.customer}
            value={customerId}
            placeholder={customers.isFetching ? text.searching : text.chooseCustomer}
            disabled={!customers.data?.length}
            options={(customers.data ?? []).map((c) => ({
              value: c.uuid,
              label: c.locality ? `${c.name} (${c.locality})` : c.name,
            }))}
            onChange={(event) => setCustomerId(event.target.value)}
          />
          <Select
            label={text.pool}
            value={pool}
            options={[
              { value: '', label: queuePoolLabel('NSFW') },
              ...QUEUE_POOLS.filter((p) => p !== 'NSFW').map((p) => ({
                value: p,
                label: queuePoolLabel(p),
              })),
            ]}
            onChange={(event) => setPool(event.target.value as QueuePool | '')}
          />
        </NoticesPanelRow>
        <Button type="submit" busy={firing.isLoading} disabled={!profileId || !customerId}>
          {text.submit}
        </Button>
      </form>
    </NoticesPanel>
  );
}
