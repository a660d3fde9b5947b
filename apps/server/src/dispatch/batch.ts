import { sql, type SQL } from 'drizzle-orm';
import type { PlaceholderName } from '@switchboard/domain';
import { chats, messages } from '../db/schema.js';
import { customers } from '../db/poke-schema.js';
import { pokeDeliveries, pokeRunSites } from '../db/dispatch-schema.js';
import type { Db } from '../pokes/repo.js';

/**
 * One batch of a poke's send on one site, as a single SQL statement: take the next customers by
 * id after the site's cursor, decide for each (send, or skip and why), record every decision in
 * `poke_deliveries` (primary key poke + customer: `ON CONFLICT DO NOTHING` drops whoever already
 * had it), and only for the rows that statement inserted write the poke's message, create the chat
 * when the customer has none with the profile, move the chat's last message, and advance the
 * cursor. It runs inside the transaction holding the site's row lock, so a crash anywhere rolls
 * the whole batch back and a resume takes it again from the same cursor. It answers the ids of the
 * messages it wrote into existing chats, for the dispatcher to announce them with the batch's
 * commit (the chats announce themselves: their table's trigger).
 */

/** Everything about a send that stays the same over its batches. */
export interface BatchPlan {
  pokeId: string;
  runId: string;
  tenantId: string;
  locale: string;
  site: string;
  /** Who may be sent on this site: the audience's SQL (legacy/origin filters, hasFilters). */
  audience: SQL;
  /** A follow-up's parent: the audience is the parent's recipients on the site. */
  parentId: string | null;
  profile: { id: string; uuid: string; name: string; avatar: string | null };
  /** The profile's place, for %[distance]%. */
  profilePlace: { latitude: number; longitude: number } | null;
  /** The content with what is the same for every recipient already filled in. */
  content: string;
  /** The placeholders still in `content`, filled per customer. */
  perCustomer: readonly PlaceholderName[];
  /** Time of day per timezone (for %[timeOfDay]%), and for customers without a known one. */
  timesOfDay: { zones: string[]; labels: string[]; fallback: string };
  messageType: string;
  attachment: Record<string, unknown> | null;
  /** The attachment's hash or URL, kept in the chat's usedAttachments. */
  attachmentKey: string | null;
  /**
   * Who wrote the poke. Its messages are the poke's, not a person's reply: sender type `poke`,
   * sender id the poke's id (what `chatPokeId` reads), sender name its author's, so no figure of
   * operators counts them (FIGURES.md).
   */
  sender: { id: string; name: string };
}

export interface BatchResult {
  /** Customers taken by this batch. */
  taken: number;
  sent: number;
  /** Customers recorded `failed` (only when the batch was sent one by one, see the dispatcher). */
  failed: number;
  /** The site's cursor after the batch: the last customer id it took. */
  cursor: string;
  /** The site's state after the batch: running, or done when its audience is used up. */
  state: string;
  /** The messages it wrote into chats it moved (a new chat's are read with it). */
  messages: string[];
}

const c = customers;

/** The value of a placeholder for the customer row `c`, as text ('' when missing). */
function customerValue(name: PlaceholderName, plan: BatchPlan): SQL {
  switch (name) {
    case 'name':
      return sql`coalesce(${c.name}, '')`;
    case 'age':
      return sql`coalesce(${c.age}::text, '')`;
    case 'hairColor':
      return sql`coalesce(${c.hairColour}, '')`;
    case 'eyeColor':
      return sql`coalesce(${c.eyeColour}, '')`;
    case 'build':
      return sql`coalesce(${c.build}, '')`;
    case 'city':
      return sql`coalesce(${c.locality}, '')`;
    case 'province':
      return sql`coalesce(${c.region1}, '')`;
    case 'distance': {
      const place = plan.profilePlace;
      if (!place) return sql`''`;
      // Haversine, whole km, as the preflight's distanceKm.
      return sql`coalesce(round(2 * 6371 * asin(sqrt(
        power(sin(radians(${c.latitude} - ${place.latitude}::float8) / 2), 2) +
        cos(radians(${place.latitude}::float8)) * cos(radians(${c.latitude})) *
        power(sin(radians(${c.longitude} - ${place.longitude}::float8) / 2), 2)
      )))::int::text || ' km', '')`;
    }
    case 'timeOfDay':
      return sql`coalesce((select z.label from unnest(string_to_array(${plan.timesOfDay.zones.join(',')}::text, ','), string_to_array(${plan.timesOfDay.labels.join(',')}::text, ',')) as z(zone, label) where z.zone = ${c.data}->'geo'->0->>'timezone'), ${plan.timesOfDay.fallback}::text)`;
    default:
      return sql`''`;
  }
}

/** The message text for the customer row `c`. */
function contentExpression(plan: BatchPlan): SQL {
  let expression = sql`${plan.content}::text`;
  for (const name of plan.perCustomer) {
    expression = sql`replace(${expression}, ${`%[${name}]%`}::text, ${customerValue(name, plan)})`;
  }
  return expression;
}

/** The next customers of the site after the cursor, with what decides their fate. */
function candidates(plan: BatchPlan, cursor: string, limit: number): SQL {
  const columns = sql`${c.id} as id, ${c.uuid} as uuid, ${c.name} as name,
    ${c.data}->>'avatar' as avatar, ${c.inConversation} as in_conversation,
    ${contentExpression(plan)} as content`;
  if (plan.parentId === null) {
    return sql`select ${columns}, true as matches, false as answered
      from ${customers}
      where ${plan.audience} and ${c.id} > ${cursor}
      order by ${c.id} limit ${limit}`;
  }
  // A follow-up: the parent's recipients on this site who have not answered, still matching.
  const d = pokeDeliveries;
  return sql`select ${columns}, coalesce(${plan.audience}, false) as matches,
      exists (select 1 from ${messages} m where m.chat_id = ${d.chatId}
        and m.sender_type = 'customer' and m.created_at > ${d.createdAt}) as answered
    from ${pokeDeliveries} join ${customers} on ${c.id} = ${d.customerId}
    where ${d.pokeId} = ${plan.parentId} and ${d.site} = ${plan.site} and ${d.outcome} = 'sent'
      and ${d.customerId} > ${cursor}
    order by ${d.customerId} limit ${limit}`;
}

interface BatchRow {
  taken: number;
  sent: number;
  state: string;
  cursor: string;
  moved_messages: string[];
}

/** Runs one batch of at most `limit` customers after `cursor`; see the module comment. */
export async function runBatch(
  tx: Db,
  plan: BatchPlan,
  cursor: string,
  limit: number,
  now: string,
): Promise<BatchResult> {
  const origin = JSON.stringify({ type: 'poke', pokeId: plan.pokeId, locale: plan.locale });
  const profile = JSON.stringify(plan.profile);
  const used = plan.attachmentKey;
  const at = sql`${now}::timestamptz`;
  const lastMessage = sql`jsonb_build_object('id', s.message_id, 'content', s.content,
    'createdAt', ${now}::text, 'type', ${plan.messageType}::text, 'isFree', false,
    'deletedAt', null, 'deleted', null, 'maskedContent', null, 'abuse_modification_data', null)`;
  const result = await tx.execute(sql`
    with cand as (${candidates(plan, cursor, limit)}),
    decided as (
      select cand.*,
        case when cand.answered then 'answered'
             when not cand.matches then 'filtered_out'
             when cand.in_conversation then 'in_conversation' end as reason,
        found.id as found_chat, found.last_message->>'id' as previous_message,
        'poke-chat-' || md5(${plan.tenantId}::text || ':' || cand.id || ':' || ${plan.profile.id}::text) as new_chat,
        md5(${plan.pokeId}::text || ':' || cand.id)::uuid::text as message_id
      from cand left join lateral (
        select ch.id, ch.last_message from ${chats} ch
        where ch.tenant_id = ${plan.tenantId} and ch.customer->>'id' = cand.id
          and ch.profile->>'id' = ${plan.profile.id}
        order by ch.last_message_at desc nulls last limit 1
      ) found on true
    ),
    fresh as (
      insert into ${pokeDeliveries} (poke_id, customer_id, run_id, tenant_id, locale, site,
        outcome, reason, chat_id, message_id, created_at)
      select ${plan.pokeId}, id, ${plan.runId}, ${plan.tenantId}, ${plan.locale}, ${plan.site},
        case when reason is null then 'sent' else 'skipped' end, reason,
        case when reason is null then coalesce(found_chat, new_chat) end,
        case when reason is null then message_id end, ${at}
      from decided
      on conflict (poke_id, customer_id) do nothing
      returning customer_id, outcome, reason
    ),
    sending as (
      select decided.* from decided join fresh on fresh.customer_id = decided.id
      where fresh.outcome = 'sent'
    ),
    made as (
      insert into ${chats} (id, tenant_id, locale, domain, customer, profile, created_at,
        updated_at, last_message, last_message_at, last_message_is_free, last_sender_type,
        origin, used_attachments)
      select s.new_chat, ${plan.tenantId}, ${plan.locale}, ${plan.site},
        jsonb_build_object('id', s.id, 'uuid', s.uuid, 'name', s.name, 'avatar', s.avatar),
        ${profile}::jsonb, ${at}, ${at}, ${lastMessage}, ${at}, false, 'poke',
        ${origin}::jsonb, case when ${used}::text is null then '{}'::text[] else array[${used}::text] end
      from sending s where s.found_chat is null
      on conflict (id) do nothing
    ),
    moved as (
      update ${chats} ch set last_message = ${lastMessage}, last_message_at = ${at},
        last_message_is_free = false, last_sender_type = 'poke', updated_at = ${at},
        origin = ${origin}::jsonb,
        used_attachments = case when ${used}::text is null or ${used}::text = any(ch.used_attachments)
          then ch.used_attachments else array_append(ch.used_attachments, ${used}::text) end
      from sending s where ch.id = s.found_chat
      returning ch.id
    ),
    written as (
      insert into ${messages} (id, chat_id, tenant_id, locale, previous_message, content, type,
        sender_type, sender_id, sender_name, created_at, attachment)
      select s.message_id, coalesce(s.found_chat, s.new_chat), ${plan.tenantId}, ${plan.locale},
        s.previous_message, s.content, ${plan.messageType}, 'poke', ${plan.pokeId},
        ${plan.sender.name}, ${at}, ${plan.attachment === null ? null : JSON.stringify(plan.attachment)}::jsonb
      from sending s
      on conflict (id) do nothing
      returning id, chat_id
    ),
    counts as (
      select (select count(*) from cand)::int as taken,
        (select count(*) from fresh where outcome = 'sent')::int as sent,
        (select max(id) from cand) as last_id
    ),
    advanced as (
      update ${pokeRunSites} rs set
        cursor = coalesce(counts.last_id, rs.cursor),
        processed = rs.processed + counts.taken,
        sent = rs.sent + counts.sent,
        skipped = (
          select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) from (
            select k, sum(v)::int as v from (
              select key as k, value::int as v from jsonb_each_text(rs.skipped)
              union all
              select reason, count(*)::int from fresh where outcome = 'skipped' group by reason
            ) parts group by k
          ) merged
        ),
        state = case when counts.taken < ${limit} then 'done' else rs.state end,
        updated_at = ${at}
      from counts
      where rs.run_id = ${plan.runId} and rs.site = ${plan.site}
      returning rs.state, rs.cursor
    )
    select counts.taken, counts.sent, advanced.state, advanced.cursor,
      (select coalesce(array_agg(w.id), '{}') from written w join moved on moved.id = w.chat_id)
        as moved_messages
    from counts, advanced
  `);
  const row = (result as { rows: BatchRow[] }).rows[0];
  if (!row) throw new Error(`The run site ${plan.runId} ${plan.site} is gone`);
  return {
    taken: Number(row.taken),
    sent: Number(row.sent),
    failed: 0,
    state: row.state,
    cursor: row.cursor,
    messages: row.moved_messages,
  };
}

/** The id of the next customer a batch after `cursor` would take, or null when none is left. */
export async function nextCandidateId(
  tx: Db,
  plan: BatchPlan,
  cursor: string,
): Promise<string | null> {
  const result = await tx.execute<{ id: string }>(
    sql`select cand.id from (${candidates(plan, cursor, 1)}) cand`,
  );
  const row = (result as { rows: { id: string }[] }).rows[0];
  return row ? String(row.id) : null;
}

/**
 * Records that sending to one customer failed for a reason of theirs: a `failed` delivery with the
 * reason (under the same key as any other, so it is never sent afterwards, and one who already had
 * the poke keeps their row), and the site's cursor past them. Answers whether the row is new.
 */
export async function recordFailure(
  tx: Db,
  plan: BatchPlan,
  customerId: string,
  reason: string,
  now: string,
): Promise<boolean> {
  const result = await tx.execute<{ fresh: number }>(sql`
    with fresh as (
      insert into ${pokeDeliveries} (poke_id, customer_id, run_id, tenant_id, locale, site,
        outcome, reason, chat_id, message_id, created_at)
      values (${plan.pokeId}, ${customerId}, ${plan.runId}, ${plan.tenantId}, ${plan.locale},
        ${plan.site}, 'failed', ${reason}, null, null, ${now}::timestamptz)
      on conflict (poke_id, customer_id) do nothing
      returning 1
    ),
    advanced as (
      update ${pokeRunSites} rs set cursor = ${customerId}, processed = rs.processed + 1,
        failed = rs.failed + (select count(*) from fresh)::int, updated_at = ${now}::timestamptz
      where rs.run_id = ${plan.runId} and rs.site = ${plan.site}
      returning 1
    )
    select (select count(*) from fresh)::int as fresh, (select count(*) from advanced)::int as n
  `);
  const row = (result as { rows: { fresh: number; n: number }[] }).rows[0];
  if (!row || Number(row.n) !== 1)
    throw new Error(`The run site ${plan.runId} ${plan.site} is gone`);
  return Number(row.fresh) === 1;
}
