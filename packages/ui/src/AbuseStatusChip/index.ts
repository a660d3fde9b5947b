export * from './AbuseStatusChip';
