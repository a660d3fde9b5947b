export * from './FollowUpList';
export * from './FollowUpList.texts';
