export * from './AbuseReviewCard';
export type { AbuseReviewCardItem } from './ReviewDetails';
