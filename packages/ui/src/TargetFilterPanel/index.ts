export * from './FilterFields';
export * from './LegacyTargetFilters';
export * from './OriginTargetFilters';
export * from './TargetFilterPanel';
export * from './TargetFilterPanel.texts';
export * from './useDebouncedValue';
