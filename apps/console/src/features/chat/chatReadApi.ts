import type { Attachment, Profile } from '@switchboard/domain';
import { chatLiveApi } from './chatLiveApi';
import { parseAttachments, parseProfile, parseSignedUrl, parseSignedUrlMap } from './chatRows';
import { callWith, inData } from '../../app/httpCall';

/**
 * What the claimed chat screen reads besides the chat itself: the two profiles, signed attachment
 * URLs and a profile's photos (its domains' configurations: `tenant/domainsApi`).
 */
export const chatReadApi = chatLiveApi.injectEndpoints({
  endpoints: (build) => ({
    // ---- reads ----
    getCustomerProfile: build.query<Profile, string>({
      queryFn: callWith(
        (id) => `/customers/${encodeURIComponent(id)}`,
        inData(parseProfile),
        'customer profile',
      ),
    }),
    getEntertainmentProfile: build.query<Profile, string>({
      queryFn: callWith(
        (id) => `/entertainment-profiles/${encodeURIComponent(id)}`,
        inData(parseProfile),
        'entertainment profile',
      ),
    }),
    /** A signed, expiring URL of an attachment (a URL, or a CDN hash of `domain`). */
    signUrl: build.query<string, { url: string; domain: string }>({
      queryFn: callWith(
        (body) => ({ url: '/url/sign', method: 'POST', data: body }),
        inData(parseSignedUrl),
        'signed URL',
      ),
    }),
    /** Signed URLs of many attachments at once, by the URL or hash asked for. */
    signUrls: build.query<Record<string, string>, { urls: string[]; domain: string }>({
      queryFn: callWith(
        ({ urls, domain }) => ({
          url: '/url/sign-bulk',
          method: 'POST',
          data: { urls, with_keys: true, domain },
        }),
        inData(parseSignedUrlMap),
        'signed URLs',
      ),
    }),
    /** The photos of an entertainment profile, from its domain's message-central API. */
    getProfileAttachments: build.query<Attachment[], { basePath: string; profileId: string }>({
      queryFn: callWith(
        ({ basePath, profileId }) =>
          `${basePath}/profiles/${encodeURIComponent(profileId)}/attachments`,
        inData(parseAttachments),
        'attachment list',
      ),
    }),
  }),
});
