import { SETTINGS_MESSAGES } from '@switchboard/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button, TextField } from '@switchboard/ui';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { localStore } from '../../common/storage';
import { Form, Heading, Screen } from '../../common/layout';
import { notifySuccess } from '../notifications/notificationsSlice';
import { loadBrowserSettings, parseTimeoutInput, saveBrowserSettings } from './browserSettings';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 520px;
  margin: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const CheckboxRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** /personal-settings: the claimed-chat notification settings of this browser. */
export function PersonalSettingsPage() {
  const dispatch = useAppDispatch();
  const checkboxId = useId();
  const [initial] = useState(() => loadBrowserSettings(localStore()));
  const [enabled, setEnabled] = useState(initial.isClaimedChatNotificationEnabled);
  const [timeout, setTimeoutText] = useState(String(initial.claimedChatNotificationTimeoutSeconds));
  const [timeoutError, setTimeoutError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const timeoutValue = parseTimeoutInput(timeout);
    if (timeoutValue === null) {
      setTimeoutError(SETTINGS_MESSAGES.invalidTimeout);
      return;
    }
    setTimeoutError(null);
    saveBrowserSettings(localStore(), {
      isClaimedChatNotificationEnabled: enabled,
      claimedChatNotificationTimeoutSeconds: timeoutValue,
    });
    dispatch(notifySuccess(SETTINGS_MESSAGES.saved));
  };

  return (
    <Screen>
      <Heading>{SETTINGS_MESSAGES.title}</Heading>
      <Form noValidate onSubmit={submit}>
        <Fieldset>
          <Legend>{SETTINGS_MESSAGES.claimedChatSection}</Legend>
          <CheckboxRow>
            <input
              id={checkboxId}
              type="checkbox"
              name="isClaimedChatNotificationEnabled"
              checked={enabled}
              onChange={(event) => setEnabled(event.target.checked)}
            />
            <label htmlFor={checkboxId}>{SETTINGS_MESSAGES.enabled}</label>
          </CheckboxRow>
          <TextField
            label={SETTINGS_MESSAGES.timeout}
            name="claimedChatNotificationTimeoutSeconds"
            type="number"
            inputMode="numeric"
            min={0}
            max={600000}
            step={1}
            value={timeout}
            error={timeoutError}
            helper={SETTINGS_MESSAGES.timeoutHelper}
            onChange={(event) => setTimeoutText(event.target.value)}
          />
          <div>
            <Button type="submit">{SETTINGS_MESSAGES.save}</Button>
          </div>
        </Fieldset>
      </Form>
    </Screen>
  );
}
