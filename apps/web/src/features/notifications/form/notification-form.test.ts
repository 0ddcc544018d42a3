import { describe, expect, it } from 'vitest';
import { notificationFormSchema } from '@logi/shared';
import { notificationFormDefaults, toNotificationFormFields } from './notification-form-values.ts';
import { firstMessages, zodFormResolver } from '../../../lib/form/zod-form-resolver.ts';

const validate = zodFormResolver(notificationFormSchema);

describe('notification form defaults (spec §4)', () => {
  it('starts as a published, unimportant お知らせ dated today in Japan', () => {
    // 2026-03-31 20:00 UTC is already 2026-04-01 in Tokyo.
    expect(notificationFormDefaults(new Date('2026-03-31T20:00:00Z'))).toEqual({
      title: '',
      content: '',
      tag: 'notification',
      publishedAt: '2026-04-01',
      isImportant: false,
      isPublished: true,
    });
  });

  it('asks only for a title and content', () => {
    expect(validate(notificationFormDefaults())).toEqual({
      title: '必須項目です',
      content: '必須項目です',
    });
  });
});

describe('zodFormResolver', () => {
  it('gives one §5 message per field, as the server would', () => {
    const errors = validate({
      title: '<b>x</b>',
      content: '<p></p>',
      tag: null,
      publishedAt: '2026-02-30',
      isImportant: false,
      isPublished: true,
    });
    expect(errors).toEqual({
      title: '形式が間違っています',
      content: '必須項目です',
      tag: '必須項目です',
      publishedAt: '形式が間違っています',
    });
  });

  it('finds nothing wrong with a complete notification', () => {
    const fields = { ...notificationFormDefaults(), title: '題', content: '<p>本文</p>' };
    expect(validate(fields)).toEqual({});
  });

  it('turns a 422 body into form errors', () => {
    expect(firstMessages({ title: ['a', 'b'], tag: [] })).toEqual({ title: 'a' });
  });
});

describe('toNotificationFormFields', () => {
  it('fills the form from a loaded notification', () => {
    const fields = toNotificationFormFields({
      id: 1,
      title: 't',
      content: '<p>c</p>',
      tag: 'release',
      publishedAt: '2026-01-02',
      isImportant: true,
      isPublished: false,
      version: 3,
      createdAt: '',
      updatedAt: '',
    });
    expect(fields).toEqual({
      title: 't',
      content: '<p>c</p>',
      tag: 'release',
      publishedAt: '2026-01-02',
      isImportant: true,
      isPublished: false,
    });
  });
});
