export * from './SchedulePicker';
export * from './SchedulePicker.texts';
export * from './zonedParts';
