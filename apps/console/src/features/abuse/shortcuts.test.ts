import { describe, expect, it } from 'vitest';
import { reviewShortcutOf, type ShortcutKeyEvent } from './shortcuts';

const press = (key: string, overrides: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target: { tagName: 'BODY' } as unknown as EventTarget,
  ...overrides,
});

describe('review shortcuts', () => {
  it.each([
    ['s', 'safe'],
    ['S', 'safe'],
    ['a', 'abuse'],
    ['n', 'skip'],
    ['r', 'release'],
    ['x', null],
    ['Enter', null],
  ])('key %s asks for %s', (key, action) => {
    expect(reviewShortcutOf(press(key))).toBe(action);
  });

  it('ignores keys with modifiers and auto-repeat', () => {
    expect(reviewShortcutOf(press('s', { ctrlKey: true }))).toBeNull();
    expect(reviewShortcutOf(press('a', { metaKey: true }))).toBeNull();
    expect(reviewShortcutOf(press('a', { altKey: true }))).toBeNull();
    expect(reviewShortcutOf(press('a', { repeat: true }))).toBeNull();
  });

  it('ignores typing in fields but not keys pressed on a button or checkbox', () => {
    const field = (tagName: string, type?: string) => ({ tagName, type }) as unknown as EventTarget;
    expect(reviewShortcutOf(press('a', { target: field('TEXTAREA') }))).toBeNull();
    expect(reviewShortcutOf(press('a', { target: field('INPUT', 'text') }))).toBeNull();
    expect(reviewShortcutOf(press('a', { target: field('SELECT') }))).toBeNull();
    const editable = { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget;
    expect(reviewShortcutOf(press('a', { target: editable }))).toBeNull();
    expect(reviewShortcutOf(press('a', { target: field('INPUT', 'checkbox') }))).toBe('abuse');
    expect(reviewShortcutOf(press('s', { target: field('BUTTON') }))).toBe('safe');
    expect(reviewShortcutOf(press('s', { target: null }))).toBe('safe');
  });
});
