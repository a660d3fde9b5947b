export * from './SuggestionChips';
