import { describe, expect, it } from 'vitest';
import {
  firstStoryOfGroup,
  storiesOfIndex,
  storyGroupOf,
  storyTitleOf,
  UIKIT_SECTIONS,
  uikitFrameSrc,
  uikitSectionOf,
} from './storybook';

/** A slice of a real Storybook 10 index.json, docs entry included. */
const INDEX = {
  v: 5,
  entries: {
    'components-button--default': {
      type: 'story',
      id: 'components-button--default',
      title: 'Components/Button',
      name: 'Default',
    },
    'icons-icon--docs': { type: 'docs', id: 'icons-icon--docs', title: 'Icons/Icon' },
    'icons-icon--default': { type: 'story', id: 'icons-icon--default', title: 'Icons/Icon' },
    'icons-icon--all-icons': { type: 'story', id: 'icons-icon--all-icons', title: 'Icons/Icon' },
    'chat-claimedchatpanel--default': {
      type: 'story',
      id: 'chat-claimedchatpanel--default',
      title: 'Chat/ClaimedChatPanel',
    },
    'chatter--default': { type: 'story', id: 'chatter--default', title: 'Chatter' },
    'poke-followuplist--default': {
      type: 'story',
      id: 'poke-followuplist--default',
      title: 'Poke/FollowUpList',
    },
    'poke-poke-page--with-follow-ups': {
      type: 'story',
      id: 'poke-poke-page--with-follow-ups',
      title: 'Poke/Poke page',
    },
    'poke-wizard--new-poke': { type: 'story', id: 'poke-wizard--new-poke', title: 'Poke/Wizard' },
    'poke-wizard--edit-poke': { type: 'story', id: 'poke-wizard--edit-poke', title: 'Poke/Wizard' },
  },
};

describe('the /uikit children', () => {
  it('are the spec children, each opening the Storybook group of that name in packages/ui', () => {
    expect(UIKIT_SECTIONS.map((section) => [section, storyGroupOf(section)])).toEqual([
      ['menu', 'Menu'],
      ['poke', 'Poke'],
      ['avatars', 'Avatars'],
      ['icons', 'Icons'],
      ['announcements', 'Announcements'],
      ['unclaimed', 'Unclaimed'],
      ['chat', 'Chat'],
      ['error', 'Error'],
    ]);
  });

  it.each([
    ['/uikit', null],
    ['/uikit/icons', 'icons'],
    ['/uikit/error', 'error'],
    ['/uikit/nope', null],
    ['/chat', null],
  ])('reads %s as section %s', (pathname, section) => {
    expect(uikitSectionOf(pathname)).toBe(section);
  });
});

describe('storiesOfIndex', () => {
  it('lists the stories of an index in its order and leaves docs out', () => {
    expect(storiesOfIndex(INDEX)?.map((story) => story.id)).toEqual([
      'components-button--default',
      'icons-icon--default',
      'icons-icon--all-icons',
      'chat-claimedchatpanel--default',
      'chatter--default',
      'poke-followuplist--default',
      'poke-poke-page--with-follow-ups',
      'poke-wizard--new-poke',
      'poke-wizard--edit-poke',
    ]);
  });

  it.each([['<!doctype html>'], [null], [{ v: 5 }]])('reads %j as no index', (answer) => {
    expect(storiesOfIndex(answer)).toBeNull();
  });
});

describe('the frame address', () => {
  const stories = storiesOfIndex(INDEX) ?? [];

  it('opens the first story of the child group', () => {
    expect(firstStoryOfGroup(stories, 'Icons')).toBe('icons-icon--default');
    expect(uikitFrameSrc('icons', stories)).toBe(
      '/uikit-static/index.html?path=/story/icons-icon--default',
    );
  });

  it('matches whole group names only', () => {
    expect(firstStoryOfGroup(stories, 'Chat')).toBe('chat-claimedchatpanel--default');
    expect(firstStoryOfGroup(stories, 'Chatte')).toBeNull();
  });

  it("opens the wizard's page story for poke, not the group's first component story", () => {
    expect(storyTitleOf('poke')).toBe('Poke/Wizard');
    expect(storyTitleOf('icons')).toBe('Icons');
    expect(uikitFrameSrc('poke', stories)).toBe(
      '/uikit-static/index.html?path=/story/poke-wizard--new-poke',
    );
  });

  it("opens Storybook's start page for /uikit and for a group the build lacks", () => {
    expect(uikitFrameSrc(null, stories)).toBe('/uikit-static/index.html');
    expect(uikitFrameSrc('menu', stories)).toBe('/uikit-static/index.html');
  });
});
