export * from './Countdown';
export { countdownMessages } from './messages';
