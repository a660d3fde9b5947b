import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import {
  allowedPlaceholders,
  checkPlaceholders,
  countPlaceholders,
  formatPlaceholder,
  PLACEHOLDER_STATUSES,
  pokeMessageLength,
  type PlaceholderCheck,
  type PokeSendability,
} from '@switchboard/domain';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { messageEditorTexts as texts } from './MessageEditor.texts';
import {
  Backdrop,
  Chip,
  Chips,
  ChipsLabel,
  Count,
  EditorBox,
  Field,
  Input,
  Issue,
  Issues,
  Label,
  LegendItem,
  LegendList,
  Mark,
  Notice,
  Row,
  Sample,
} from './MessageEditor.styles';

export interface MessageEditorProps {
  value: string;
  onChange: (next: string) => void;
  /** The poke's origin type; missing counts as legacy (fewer variables). */
  origin?: string | null;
  label?: string;
  /** From `pokeSendability`; when not sendable its reason is shown. */
  sendability?: PokeSendability;
  disabled?: boolean;
  placeholder?: string;
}

/** The text split into plain runs and marked variables, for the highlight layer. */
function highlight(value: string, checks: readonly PlaceholderCheck[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const check of checks) {
    if (check.start > from) parts.push(value.slice(from, check.start));
    parts.push(
      <Mark key={check.start} $status={check.status}>
        {check.text}
      </Mark>,
    );
    from = check.end;
  }
  parts.push(value.slice(from));
  // A trailing newline needs a character after it to take up its line.
  parts.push('\u200b');
  return parts;
}

/**
 * The poke message: variables (%[name]%) are marked valid, invalid or broken as you type (by
 * colour, underline style and the list below, never colour alone), insertable at the caret.
 */
export function MessageEditor({
  value,
  onChange,
  origin,
  label = texts.label,
  sendability,
  disabled = false,
  placeholder,
}: MessageEditorProps) {
  const id = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const checks = useMemo(() => checkPlaceholders(value, origin), [value, origin]);
  const counts = countPlaceholders(checks);
  const problems = checks.filter((check) => check.status !== 'valid');
  const names = useMemo(() => allowedPlaceholders(origin), [origin]);

  useEffect(() => {
    const caret = pendingCaret.current;
    const input = inputRef.current;
    if (caret === null || !input) return;
    pendingCaret.current = null;
    input.focus();
    input.setSelectionRange(caret, caret);
  }, [value]);

  const insert = (token: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? value.length;
    pendingCaret.current = start + token.length;
    onChange(value.slice(0, start) + token + value.slice(end));
  };

  const replace = (check: PlaceholderCheck, fix: string) => {
    pendingCaret.current = check.start + fix.length;
    onChange(value.slice(0, check.start) + fix + value.slice(check.end));
  };

  const describedBy = `${id}-count${problems.length > 0 ? ` ${id}-issues` : ''}${
    sendability && !sendability.sendable ? ` ${id}-reason` : ''
  }`;

  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <EditorBox $disabled={disabled}>
        <Backdrop aria-hidden="true">{highlight(value, checks)}</Backdrop>
        <Input
          id={id}
          ref={inputRef}
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          spellCheck
          aria-describedby={describedBy}
          aria-invalid={problems.length > 0 || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </EditorBox>
      <Row>
        <LegendList aria-label={texts.legend}>
          {PLACEHOLDER_STATUSES.map((status) => (
            <LegendItem key={status}>
              <Sample $status={status} aria-hidden="true">
                %[…]%
              </Sample>
              {texts.status[status]}
            </LegendItem>
          ))}
        </LegendList>
        <Count id={`${id}-count`}>
          {texts.characters(pokeMessageLength(value))} · {texts.variables(counts.valid)}
        </Count>
      </Row>
      <Chips role="group" aria-label={texts.insert}>
        <ChipsLabel aria-hidden="true">{texts.insert}:</ChipsLabel>
        {names.map((name) => {
          const token = formatPlaceholder(name);
          return (
            <Chip
              key={name}
              type="button"
              disabled={disabled}
              aria-label={texts.insertOne(token)}
              onClick={() => insert(token)}
            >
              {token}
            </Chip>
          );
        })}
      </Chips>
      {problems.length > 0 && (
        <Issues id={`${id}-issues`} aria-label={texts.issues}>
          {problems.map((check) => (
            <Issue key={check.start}>
              <Sample $status={check.status}>{check.text}</Sample>
              <span>
                {texts.status[check.status]}: {check.problem ? texts.problem[check.problem] : ''}
              </span>
              {check.fix && (
                <Button
                  variant="text"
                  size="sm"
                  disabled={disabled}
                  aria-label={texts.fixTo(check.text, check.fix)}
                  onClick={() => replace(check, check.fix ?? check.text)}
                >
                  {texts.fix}: {check.fix}
                </Button>
              )}
            </Issue>
          ))}
        </Issues>
      )}
      {sendability && !sendability.sendable && (
        <Notice id={`${id}-reason`} role="status">
          <Icon name="warning" size={18} />
          {sendability.reason}
        </Notice>
      )}
    </Field>
  );
}
