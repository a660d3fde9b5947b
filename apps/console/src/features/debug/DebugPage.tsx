import { CLAIMS_PAYLOAD_MAX_BYTES, DEBUG_MESSAGES as text } from '@switchboard/domain';
import {
  DataTable,
  type DataTableColumn,
  NoticesPanel,
  NoticesPanelMeta,
  NoticesPanelTitle,
} from '@switchboard/ui';
import type { DomainConfig } from '@switchboard/domain';
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { PortalSnapshot } from '../../app/socket/LivePortal';
import { errorText } from '../../common/errorText';
import { formatDate } from '../../common/formatDate';
import { Heading, Note, Screen } from '../../common/layout';
import { selectSession } from '../auth/selectors';
import { useDomainsQuery } from '../tenant/domainsApi';
import { CachePanel } from './CachePanel';
import { useDebugInfoQuery } from './debugApi';
import { readPortalState } from './portalState';
import { decodeTokenPayload, tokenClaimsBytes } from './tokenClaims';

/** How often the socket's state is read again while /debug is open. */
const SOCKET_REFRESH_MS = 1_000;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  overflow-wrap: anywhere;

  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
  }
`;

const Json = styled.pre`
  max-height: 320px;
  overflow: auto;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

const domainColumns: DataTableColumn<DomainConfig>[] = [
  { id: 'domain', header: 'domain', cell: (d) => d.domain },
  { id: 'locale', header: 'locale', cell: (d) => d.locale },
  {
    id: 'config',
    header: 'config',
    cell: ({ domain: _domain, locale: _locale, ...rest }) => (
      <Json>{JSON.stringify(rest, null, 2)}</Json>
    ),
  },
];

function useSocketState(): PortalSnapshot {
  const dispatch = useAppDispatch();
  const [state, setState] = useState(() => dispatch(readPortalState()));
  useEffect(() => {
    const timer = setInterval(() => setState(dispatch(readPortalState())), SOCKET_REFRESH_MS);
    return () => clearInterval(timer);
  }, [dispatch]);
  return state;
}

/**
 * /debug (Developer): why something misbehaves — the build and server version, the token's
 * claims against the 1000-byte limit, the socket and its live subscriptions, the tenant and domain
 * configuration, and the claim service's cache.
 */
export function DebugPage() {
  const session = useAppSelector(selectSession);
  const info = useDebugInfoQuery();
  const domains = useDomainsQuery();
  const socket = useSocketState();
  const payload = session ? decodeTokenPayload(session.idToken) : null;
  const bytes = payload ? tokenClaimsBytes(payload) : 0;
  const env = import.meta.env as Record<string, string | undefined>;

  return (
    <Screen>
      <Heading>{text.title}</Heading>
      <NoticesPanel aria-labelledby="debug-versions">
        <NoticesPanelTitle id="debug-versions">{text.versions}</NoticesPanelTitle>
        {info.isError && <Note $tone="warning">{errorText(info.error, text.failed(''))}</Note>}
        <Facts>
          <Fact label={text.buildVersion}>
            {env.VITE_BUILD_VERSION ?? 'dev'}
            {env.VITE_BUILD_TIME ? ` (${formatDate(env.VITE_BUILD_TIME)})` : ''}
          </Fact>
          <Fact label={text.serverVersion}>{info.data?.serverVersion ?? '…'}</Fact>
          <Fact label={text.node}>{info.data?.node ?? '…'}</Fact>
          <Fact label={text.process}>{info.data?.processId ?? '…'}</Fact>
          <Fact label={text.startedAt}>{info.data ? formatDate(info.data.startedAt) : '…'}</Fact>
          <Fact label={text.cacheKind}>{info.data?.cache ?? '…'}</Fact>
        </Facts>
      </NoticesPanel>

      <NoticesPanel aria-labelledby="debug-claims">
        <NoticesPanelTitle id="debug-claims">{text.claims}</NoticesPanelTitle>
        {payload === null ? (
          <Note>{text.noToken}</Note>
        ) : (
          <>
            <p>
              <meter min={0} max={CLAIMS_PAYLOAD_MAX_BYTES} value={bytes} aria-hidden="true" />{' '}
              <span>{text.claimsSize(bytes, CLAIMS_PAYLOAD_MAX_BYTES)}</span>
            </p>
            {bytes > CLAIMS_PAYLOAD_MAX_BYTES && <Note $tone="warning">{text.claimsTooLarge}</Note>}
            <Json>{JSON.stringify(payload, null, 2)}</Json>
          </>
        )}
      </NoticesPanel>

      <NoticesPanel aria-labelledby="debug-socket">
        <NoticesPanelTitle id="debug-socket">{text.socket}</NoticesPanelTitle>
        <Facts>
          <Fact label={text.socketState}>
            <span data-testid="socket-state">{text[socket.state]}</span>
          </Fact>
          <Fact label={text.socketId}>{socket.socketId ?? '—'}</Fact>
          <Fact label={text.transport}>{socket.transport ?? '—'}</Fact>
        </Facts>
        <h3>{text.subscriptions}</h3>
        {socket.subscriptions.length === 0 ? (
          <NoticesPanelMeta as="p">{text.noSubscriptions}</NoticesPanelMeta>
        ) : (
          <ul>
            {socket.subscriptions.map((s) => (
              <li key={s.id}>
                <code>{s.query}</code> {JSON.stringify(s.params)}{' '}
                <NoticesPanelMeta>
                  {s.id}
                  {s.channel ? ` → ${s.channel}` : ''}
                </NoticesPanelMeta>
              </li>
            ))}
          </ul>
        )}
      </NoticesPanel>

      <NoticesPanel aria-labelledby="debug-tenant">
        <NoticesPanelTitle id="debug-tenant">{text.tenant}</NoticesPanelTitle>
        {info.data ? (
          <Json>{JSON.stringify(info.data.tenant, null, 2)}</Json>
        ) : (
          <NoticesPanelMeta as="p">{text.loading}</NoticesPanelMeta>
        )}
        <h3>{text.domains}</h3>
        <DataTable
          caption={text.domains}
          hideCaption
          columns={domainColumns}
          rows={domains.data ?? []}
          rowKey={(d) => d.domain}
          loading={domains.isLoading}
          error={domains.isError ? errorText(domains.error, text.failed('')) : null}
          emptyText={text.noDomains}
        />
      </NoticesPanel>

      <CachePanel geos={session?.user.geos ?? []} tenant={info.data?.tenant.id ?? null} />
    </Screen>
  );
}
