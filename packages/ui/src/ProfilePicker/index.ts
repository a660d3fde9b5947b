export * from './ProfilePicker';
export * from './ProfilePicker.texts';
