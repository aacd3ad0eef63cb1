import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { SendIcon } from '../../cards/shared';
import classes from './CommentThread.module.css';

/** Props of {@link CommentComposer}. */
export interface CommentComposerProps {
  /** Sends the text; resolve when sent, reject to keep the text for another try. */
  onSend: (text: string) => Promise<unknown>;
  /** Accessible name of the text field, e.g. "Write a comment". */
  inputLabel: string;
  /** Placeholder of the text field. */
  placeholder?: string;
  /** Accessible name of the send button, e.g. "Send". */
  sendLabel: string;
  /** Error shown when sending failed, e.g. the generic comments error. */
  errorText: string;
  /** The longest message the field takes (the API's limit). */
  maxLength?: number;
}

/** The text field and send button under a thread. Enter sends; Shift+Enter adds a line. */
export function CommentComposer({
  onSend,
  inputLabel,
  placeholder,
  sendLabel,
  errorText,
  maxLength,
}: CommentComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function send() {
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    setFailed(false);
    try {
      await onSend(message);
      setText('');
    } catch {
      // On failure the typed text stays (docs/product-rules.md#editing-submitted-content-and-comments), so the user can retry.
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <div className={classes.composer}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          aria-label={inputLabel}
          placeholder={placeholder}
          value={text}
          maxLength={maxLength}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          // Not `autosize`: it needs document.fonts, which jsdom (and so the app's screen tests) lacks.
          rows={2}
          className={classes.input}
        />
        <ActionIcon
          size="lg"
          variant="filled"
          aria-label={sendLabel}
          loading={sending}
          disabled={!text.trim()}
          onClick={() => void send()}
          mb={2}
        >
          <SendIcon />
        </ActionIcon>
      </Group>
      {failed ? (
        <Text role="alert" c="red" size="sm" mt={4}>
          {errorText}
        </Text>
      ) : null}
    </div>
  );
}
