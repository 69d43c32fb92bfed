import { describe, expect, it } from 'vitest';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from '../../../../shared/schemas/message';
import {
  channelInWords,
  filterLabel,
  kindInWords,
  MESSAGE_FILTERS,
  messageStatus,
  parseMessageFilter,
  prettyJson,
  recipientInWords,
  shownError,
} from './message-words';

describe('message words', () => {
  it('names every kind the server sends in words, and shows an unknown kind as it is', () => {
    for (const kind of MESSAGE_KINDS) expect(kindInWords(kind), kind).not.toBe(kind);
    expect(kindInWords('client-deposit-requested')).toBe('Deposit requested');
    expect(kindInWords('team-event-reminder')).toBe('Event reminder (to the team)');
    expect(kindInWords('something-new')).toBe('something-new');
    expect(kindInWords('toString')).toBe('toString');
  });

  it('says plainly that a logged message was not sent, for want of the setting of its channel', () => {
    expect(messageStatus({ channel: 'webhook', status: 'logged', lastError: null }).note).toBe(
      'Not sent: no webhook configured (TEAM_WEBHOOK_URL)',
    );
    expect(
      messageStatus({
        channel: 'email',
        status: 'logged',
        lastError: 'Not sent: no mail server is configured (SMTP_URL)',
      }),
    ).toEqual({
      label: 'Not sent',
      tone: 'gray',
      note: 'Not sent: no mail server configured (SMTP_URL)',
    });
    expect(messageStatus({ channel: 'email', status: 'failed', lastError: 'timeout' })).toMatchObject({
      label: 'Failed',
      tone: 'red',
      note: null,
    });
    expect(messageStatus({ channel: 'email', status: 'sent', lastError: null })).toMatchObject({
      label: 'Sent',
      tone: 'green',
    });
  });

  it('says why a skipped message was not sent: a reminder that lost its reason, or the daily allowance', () => {
    expect(
      messageStatus({
        channel: 'email',
        status: 'skipped',
        lastError: 'The booking moved on before the reminder was due',
      }).note,
    ).toBe('Not sent: the booking had moved on when it came due');
    const limit = 'Not sent: 10 e-mails already went to this address in the last 24 hours';
    expect(messageStatus({ channel: 'email', status: 'skipped', lastError: limit })).toEqual({
      label: 'Skipped',
      tone: 'gray',
      note: limit,
    });
  });

  it('offers a filter for every status, labelled like the badges, and reads the address bar safely', () => {
    expect(MESSAGE_FILTERS.slice(1)).toEqual([...MESSAGE_STATUSES]);
    expect(MESSAGE_FILTERS.map(filterLabel)).toEqual(['All', 'Queued', 'Sent', 'Failed', 'Not sent', 'Skipped']);
    expect(parseMessageFilter('failed')).toBe('failed');
    expect(parseMessageFilter('FAILED')).toBe('all');
    expect(parseMessageFilter('constructor')).toBe('all');
    expect(parseMessageFilter(null)).toBe('all');
  });

  it('shows the last error only while a message is trying or has given up', () => {
    expect(shownError({ status: 'failed', lastError: 'ECONNREFUSED' })).toBe('ECONNREFUSED');
    expect(shownError({ status: 'queued', lastError: 'timeout' })).toBe('timeout');
    expect(shownError({ status: 'logged', lastError: 'Not sent: no mail server is configured (SMTP_URL)' })).toBeNull();
    expect(shownError({ status: 'sent', lastError: 'old failure' })).toBeNull();
  });

  it('names the channel, says when there is no address, and indents a webhook body', () => {
    expect(recipientInWords('ana@example.com')).toBe('ana@example.com');
    expect(recipientInWords(' ')).toBe('No address');
    for (const channel of MESSAGE_CHANNELS) expect(channelInWords(channel), channel).not.toBe(channel);
    expect(channelInWords('email')).toBe('E-mail');
    expect(channelInWords('webhook')).toBe('Webhook');
    expect(prettyJson('{"event":"booking.created","id":1}')).toBe('{\n  "event": "booking.created",\n  "id": 1\n}');
    expect(prettyJson('not json')).toBe('not json');
  });
});
