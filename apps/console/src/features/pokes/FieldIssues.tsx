import { FieldError } from './PokeWizard.styles';

/** The reasons a refused save gives for one field of the wizard, under that field. */
export function FieldIssues({ messages }: { messages: readonly string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <>
      {messages.map((message) => (
        <FieldError key={message}>{message}</FieldError>
      ))}
    </>
  );
}
