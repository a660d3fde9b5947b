import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Log } from '@switchboard/domain';
import { LocalSuggestionProvider } from './local.js';
import { OpenAiCompatibleSuggestionProvider } from './openai.js';
import { type SuggestionInput } from './provider.js';
import { createSuggestionProvider } from './create.js';

const log = (id: string, fields: object) =>
  Log.parse({
    id,
    locale: 'nl',
    createdBy: 'demo-operator',
    createdAt: '2024-05-01T10:00:00.000Z',
    ...fields,
  });

const input: SuggestionInput = {
  locale: 'nl',
  profileName: 'Lisa',
  customerName: 'Tom',
  message: 'Hoe was je weekend?',
  conversation: [
    { from: 'profile', text: 'Ik ga dit weekend naar zee.' },
    { from: 'customer', text: 'Hoe was je weekend?' },
  ],
  logs: [
    log('l1', {
      concerning: 'customer',
      category: 'hobbies',
      content: { group: 'sport', groupValue: 'table_tennis', value: '' },
    }),
    log('l2', {
      concerning: 'entertainmentProfile',
      category: 'work',
      content: 'Works as a nurse',
    }),
  ],
  selectedImage: null,
  fullAI: false,
};

describe('LocalSuggestionProvider', () => {
  const provider = new LocalSuggestionProvider();

  it('answers a Dutch chat in Dutch from the names, the message and the customer’s logbook', async () => {
    expect(await provider.suggest(input)).toEqual({
      suggestion:
        'Hoi Tom! Goede vraag, daar vertel ik je graag meer over. Ik moest nog denken aan wat je me vertelde: Table tennis. Kusjes, Lisa',
      wantedImage: false,
      imageTags: [],
    });
  });

  it.each([
    ['de', 'Hallo Tom! Wie schön, dass du mir schreibst, das freut mich. Küsschen, Lisa'],
    ['gb', 'Hi Tom! So nice to hear from you, it made me smile. Kisses, Lisa'],
    ['nl', 'Hoi Tom! Wat leuk dat je me schrijft, daar word ik blij van. Kusjes, Lisa'],
    ['fr', 'Hi Tom! So nice to hear from you, it made me smile. Kisses, Lisa'],
  ])('writes a %s chat in its language, never quoting the customer', async (locale, expected) => {
    const draft = await provider.suggest({
      ...input,
      locale,
      message: 'Ik ben net thuis',
      logs: [],
    });
    expect(draft.suggestion).toBe(expected);
    expect(draft.suggestion).not.toContain('Ik ben net thuis');
  });

  it('apologises for the wait after several unanswered customer messages', async () => {
    const draft = await provider.suggest({
      ...input,
      logs: [],
      conversation: [
        { from: 'customer', text: 'Hallo?' },
        { from: 'customer', text: 'Ben je daar?' },
      ],
    });
    expect(draft.suggestion).toContain('Sorry dat je even op me moest wachten.');
  });

  it('answers the same input with the same suggestion', async () => {
    const again = await provider.suggest({ ...input, logs: [...input.logs] });
    expect(again).toEqual(await provider.suggest(input));
  });

  it('uses the newest customer comment, asks for an image when one is picked, and runs longer for fullAI', async () => {
    const draft = await provider.suggest({
      ...input,
      locale: 'gb',
      customerName: null,
      logs: [
        ...input.logs,
        log('l3', { concerning: 'customer', category: 'family', content: 'Has two cats' }),
      ],
      selectedImage: '61fd6579515b4c51395497c6eea4eea6',
      fullAI: true,
    });
    expect(draft.suggestion).toBe(
      'Hi there! Good question, I would love to tell you more about that. I still remember what you told me: Has two cats. I picked a photo just for you. Tell me everything about your day, I want to hear it all. Kisses, Lisa',
    );
    expect(draft.wantedImage).toBe(true);
  });

  it('shortens a long logbook comment it repeats', async () => {
    const draft = await provider.suggest({
      ...input,
      logs: [log('l4', { concerning: 'customer', category: 'other', content: 'word '.repeat(40) })],
    });
    const memory = /vertelde: (.*)\. Kusjes/.exec(draft.suggestion)?.[1] ?? '';
    expect(Array.from(memory)).toHaveLength(60);
    expect(memory).toBe(`${'word '.repeat(11)}word…`);
  });
});

/** A tiny OpenAI-compatible service on a real socket: records requests, answers what a test sets. */
let service: Server;
let baseUrl: string;
let requests: { url: string | undefined; headers: IncomingMessage['headers']; body: any }[] = [];
let answer: { status: number; body: string } = { status: 200, body: '' };

beforeAll(async () => {
  service = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push({ url: req.url, headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/v1/`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => service.close(() => resolve()));
});
beforeEach(() => {
  requests = [];
  answer = {
    status: 200,
    body: JSON.stringify({
      choices: [{ message: { role: 'assistant', content: '  Hoi Tom!  ' } }],
    }),
  };
});

describe('OpenAiCompatibleSuggestionProvider', () => {
  const provider = () =>
    new OpenAiCompatibleSuggestionProvider({ baseUrl, apiKey: 'sk-test', model: 'tiny-model' });

  it('posts the chat to /chat/completions with the key and model, and returns the reply', async () => {
    const draft = await provider().suggest({ ...input, selectedImage: 'abc' });
    expect(draft).toEqual({ suggestion: 'Hoi Tom!', wantedImage: true, imageTags: [] });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('tiny-model');
    expect(request?.body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
    expect(request?.body.messages[0].content).toContain('Write in Dutch.');
    const facts = JSON.parse(request?.body.messages[1].content);
    expect(facts).toMatchObject({
      locale: 'nl',
      language: 'Dutch',
      profileName: 'Lisa',
      customerName: 'Tom',
      customerMessage: 'Hoe was je weekend?',
      conversation: input.conversation,
      withImage: true,
    });
    expect(facts.logbook).toHaveLength(2);
  });

  it('sends no Authorization header without a key', async () => {
    await new OpenAiCompatibleSuggestionProvider({ baseUrl, model: 'm' }).suggest(input);
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('fails on an error status', async () => {
    answer = { status: 503, body: '{"error":"busy"}' };
    await expect(provider().suggest(input)).rejects.toThrow('answered 503');
  });

  it('fails with a 502 when the service cannot be reached', async () => {
    const unreachable = new OpenAiCompatibleSuggestionProvider({
      baseUrl: 'http://127.0.0.1:9',
      model: 'm',
    });
    await expect(unreachable.suggest(input)).rejects.toMatchObject({
      status: 502,
      code: 'upstream-failed',
    });
  });

  it.each([
    ['no choices', '{"choices":[]}'],
    ['an empty reply', '{"choices":[{"message":{"content":""}}]}'],
    ['no JSON', 'not json'],
  ])('fails on an answer with %s', async (_case, body) => {
    answer = { status: 200, body };
    await expect(provider().suggest(input)).rejects.toThrow('without a reply');
  });
});

describe('createSuggestionProvider', () => {
  it('is local without SUGGESTIONS_URL and remote with it', async () => {
    expect(createSuggestionProvider({})).toBeInstanceOf(LocalSuggestionProvider);
    const remote = createSuggestionProvider({ SUGGESTIONS_URL: baseUrl, SUGGESTIONS_MODEL: 'x' });
    expect(remote).toBeInstanceOf(OpenAiCompatibleSuggestionProvider);
    expect((await remote.suggest(input)).suggestion).toBe('Hoi Tom!');
    expect(requests[0]?.body.model).toBe('x');
  });
});
