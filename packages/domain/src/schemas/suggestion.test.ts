import { describe, expect, it } from 'vitest';
import { RegenerateSuggestionRequest, Suggestion } from './suggestion.js';

describe('Suggestion', () => {
  it('reads a suggestion, defaulting the image fields', () => {
    expect(
      Suggestion.parse({
        messageId: 'm1',
        suggestion: 'Hey you!',
        createdAt: '2024-05-01T10:00:00Z',
      }),
    ).toEqual({
      messageId: 'm1',
      suggestion: 'Hey you!',
      wantedImage: false,
      createdAt: '2024-05-01T10:00:00Z',
      imageTags: [],
    });
  });

  it('needs the message it answers', () => {
    expect(
      Suggestion.safeParse({ suggestion: 'x', createdAt: '2024-05-01T10:00:00Z' }).success,
    ).toBe(false);
  });
});

describe('RegenerateSuggestionRequest', () => {
  const body = { chatId: 'c1', messageId: 'm1', domain: 'flirt.example.nl', locale: 'nl' };

  it('defaults to no selected image and not full AI', () => {
    expect(RegenerateSuggestionRequest.parse(body)).toEqual({
      ...body,
      selectedImage: null,
      fullAI: false,
    });
    expect(
      RegenerateSuggestionRequest.parse({ ...body, selectedImage: 'ab12', fullAI: true }),
    ).toMatchObject({ selectedImage: 'ab12', fullAI: true });
  });

  it.each([
    { chatId: '' },
    { locale: 'nederland' },
    { domain: 'not a host' },
    { selectedImage: '' },
  ])('rejects %j', (override) => {
    expect(RegenerateSuggestionRequest.safeParse({ ...body, ...override }).success).toBe(false);
  });
});
