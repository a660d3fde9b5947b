import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@switchboard/domain';
import { domains } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { DEMO_ATTACHMENT_HASHES } from './attachments.js';
import { SIGNED_URL_TTL_S } from './signing.js';

let server: TestServer;
let token: string;

const { sunset, coffee, flower } = DEMO_ATTACHMENT_HASHES;
const CDN = 'https://cdn.demo.test/demo';

beforeAll(async () => {
  server = await startTestServer();
  token = await server.tokenFor('demo-operator');
  await server.handle.db.insert(domains).values([
    {
      domain: 'no-cdn.demo.test',
      tenantId: 'tenant-demo',
      locale: 'nl',
      config: { tenantAlias: 'demo' },
    },
    {
      domain: 'no-alias.demo.test',
      tenantId: 'tenant-demo',
      locale: 'nl',
      config: { cdnBaseLiveUrl: 'https://cdn.demo.test' },
    },
    {
      domain: 'flirt-fr.demo.test',
      tenantId: 'tenant-demo',
      locale: 'fr',
      config: { cdnBaseLiveUrl: 'https://cdn-fr.demo.test', tenantAlias: 'demo' },
    },
  ]);
});
afterAll(async () => {
  await server.close();
});

const sign = (body: unknown) => server.call('POST', '/url/sign', { token, body });
const signBulk = (body: unknown) => server.call('POST', '/url/sign-bulk', { token, body });

/** Fetches a signed URL on the test server by its path and query. */
async function fetchSigned(signed: string): Promise<Response> {
  const url = new URL(signed);
  return fetch(`${server.url}${url.pathname}${url.search}`);
}

/** Whether the bytes are a well-formed PNG: signature, IHDR first, image data that inflates. */
function isPng(bytes: Buffer): boolean {
  if (!bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))) return false;
  let offset = 8;
  const idat: Buffer[] = [];
  const types: string[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    types.push(type);
    if (type === 'IDAT') idat.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const pixels = inflateSync(Buffer.concat(idat));
  return (
    types[0] === 'IHDR' && types.at(-1) === 'IEND' && pixels.length === height * (width * 3 + 1)
  );
}

describe('POST /url/sign', () => {
  it('signs a CDN URL of the tenant; the server serves the file until the link expires', async () => {
    // The server's clock runs on: the link expires TTL seconds after the second it was signed in,
    // which may be the second before the one after the answer.
    const before = Math.floor(server.now().getTime() / 1000);
    const answer = await sign({ url: `${CDN}/${sunset}` });
    const after = Math.floor(server.now().getTime() / 1000);
    expect(answer.status).toBe(200);
    const signed = new URL(answer.body.data);
    expect(signed.origin).toBe(server.url);
    expect(signed.pathname).toBe(`/files/attachments/${sunset}`);
    const expires = Number(signed.searchParams.get('expires'));
    expect(expires).toBeGreaterThanOrEqual(before + SIGNED_URL_TTL_S);
    expect(expires).toBeLessThanOrEqual(after + SIGNED_URL_TTL_S);

    const file = await fetchSigned(answer.body.data);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(isPng(Buffer.from(await file.arrayBuffer()))).toBe(true);

    server.advance(SIGNED_URL_TTL_S * 1000 + 1_000);
    const expired = await fetchSigned(answer.body.data);
    expect(expired.status).toBe(403);
    server.advance(-(SIGNED_URL_TTL_S * 1000 + 1_000));
  });

  it('signs a CDN hash with its domain, a legacy file name and the server’s own URL', async () => {
    const fromHash = await sign({ url: `${coffee}.webp`, domain: 'flirt-nl.demo.test' });
    expect(fromHash.status).toBe(200);
    expect(new URL(fromHash.body.data).pathname).toBe(`/files/attachments/${coffee}.webp`);
    expect((await fetchSigned(fromHash.body.data)).status).toBe(200);

    const own = await sign({
      url: `http://localhost:8080/files/attachments/${flower}.png?expires=1`,
    });
    expect(new URL(own.body.data).pathname).toBe(`/files/attachments/${flower}.png`);
    const file = await fetchSigned(own.body.data);
    expect(file.status).toBe(200);
    expect(isPng(Buffer.from(await file.arrayBuffer()))).toBe(true);

    const legacy = await sign({ url: '0123456789abcdef.webp' });
    expect(legacy.status).toBe(200);
    // Signed like a CDN link, without checking the file: fetching a missing one is a 404.
    expect((await fetchSigned(legacy.body.data)).status).toBe(404);
  });

  it.each([
    ['no-cdn.demo.test', messages.cdnBaseUrlMissing('no-cdn.demo.test'), 409],
    ['no-alias.demo.test', messages.tenantAliasMissing('no-alias.demo.test'), 409],
    ['unknown.demo.test', messages.unknownDomainConfig('unknown.demo.test'), 404],
  ])('refuses a hash on %s with the spec’s text', async (domain, text, status) => {
    const answer = await sign({ url: sunset, domain });
    expect(answer.status).toBe(status);
    expect(answer.body.error.message).toBe(text);
  });

  it.each([
    ['domain', { url: sunset }],
    ['url', { url: 'https://elsewhere.example/picture.png' }],
    ['url', { url: `${CDN}/not-a-hash` }],
    ['url', { url: '' }],
    ['domain', { url: sunset, domain: 'not a host' }],
  ])('answers bad input with 400 naming %s', async (field, body) => {
    const answer = await sign(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain(field);
  });

  it('refuses a call without a token with 401', async () => {
    expect((await server.call('POST', '/url/sign', { body: { url: sunset } })).status).toBe(401);
  });

  it('refuses a hash or CDN URL of a site outside the caller’s geos with 403', async () => {
    // The operator works nl, de and gb; flirt-fr is the tenant's, in fr.
    const hash = await sign({ url: sunset, domain: 'flirt-fr.demo.test' });
    expect(hash.status).toBe(403);
    const url = await sign({ url: `https://cdn-fr.demo.test/demo/${sunset}` });
    expect(url.status).toBe(403);
    const bulk = await signBulk({
      urls: [`${CDN}/${sunset}`, sunset],
      domain: 'flirt-fr.demo.test',
    });
    expect(bulk.status).toBe(403);
  });

  it.each([
    `${CDN}/%E0%A4%A`,
    `http://localhost:8080/files/attachments/%zz`,
    '/files/attachments/%E0%A4%A',
  ])('answers a URL with malformed escapes (%s) with 400 naming url, not 500', async (url) => {
    const answer = await sign({ url });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/^url: /);
    const bulk = await signBulk({ urls: [url] });
    expect(bulk.status).toBe(400);
    expect(bulk.body.error.message).toMatch(/^urls\.0: /);
  });
});

describe('POST /url/sign-bulk', () => {
  it('signs every URL, keyed by the URL asked for', async () => {
    const urls = [`${CDN}/${sunset}`, `${CDN}/${coffee}`];
    const answer = await signBulk({ urls, with_keys: true });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data)).toEqual(urls);
    for (const url of urls) expect((await fetchSigned(answer.body.data[url])).status).toBe(200);
  });

  it('answers a list in order without keys', async () => {
    const answer = await signBulk({ urls: [`${CDN}/${flower}`], with_keys: false });
    expect(answer.body.data).toHaveLength(1);
    expect(new URL(answer.body.data[0]).pathname).toBe(`/files/attachments/${flower}`);
  });

  it.each([
    ['urls.1', { urls: [`${CDN}/${sunset}`, 'ftp://nowhere/x'] }],
    ['urls', { urls: [] }],
    ['urls', { urls: Array.from({ length: 101 }, () => `${CDN}/${sunset}`) }],
    ['with_keys', { urls: [`${CDN}/${sunset}`], with_keys: 'yes' }],
  ])('answers bad input with 400 naming %s', async (field, body) => {
    const answer = await signBulk(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain(field);
  });
});

describe('GET /files/attachments/{name}', () => {
  it('refuses a tampered signature or path with 403', async () => {
    const signed = new URL((await sign({ url: `${CDN}/${sunset}` })).body.data);
    const badSignature = `${server.url}${signed.pathname}?expires=${signed.searchParams.get('expires')}&signature=AAAA${signed.searchParams.get('signature')?.slice(4)}`;
    expect((await fetch(badSignature)).status).toBe(403);
    const otherFile = `${server.url}/files/attachments/${coffee}${signed.search}`;
    expect((await fetch(otherFile)).status).toBe(403);
    const later = Number(signed.searchParams.get('expires')) + 3600;
    const longer = `${server.url}${signed.pathname}?expires=${later}&signature=${signed.searchParams.get('signature')}`;
    expect((await fetch(longer)).status).toBe(403);
  });

  it('answers a link without a signature with 400 naming it', async () => {
    const answer = await server.call('GET', `/files/attachments/${sunset}?expires=1`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('signature');
  });

  it('never serves a path outside the attachments', async () => {
    const answer = await server.call(
      'GET',
      '/files/attachments/..%2F..%2Fsrc%2Fserver.ts?expires=9999999999&signature=x',
    );
    expect(answer.status).toBe(400);
  });
});
