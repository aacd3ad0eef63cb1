// The forms' limits come from the contract (scripts/contract/limits.mjs): the committed table
// is what the bundle says today, and it holds every maxLength a request body field has.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLimits, requestLimits, uploadLimit } from './limits.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const doc = JSON.parse(readFileSync(join(root, 'openapi/dist/openapi.json'), 'utf8'));

describe('request limits table', () => {
  it('is fresh: packages/api-client/src/generated/limits.ts is what the bundle gives', async () => {
    expect(await checkLimits()).toBeNull();
  });

  it("holds each request body field's maxLength by schema and path", () => {
    const table = requestLimits(doc);
    const { schemas } = doc.components;
    expect(table.ProfileForm.firstName).toBe(schemas.ProfileForm.properties.firstName.maxLength);
    expect(table.CommentRequest['comment.content']).toBe(
      schemas.CommentRequest.properties.comment.properties.content.maxLength,
    );
    expect(table.PostInput['mediaFiles[]']).toBe(
      schemas.PostInput.properties.mediaFiles.items.maxLength,
    );
    expect(table.PaymentForm['*']).toBe(schemas.PaymentForm.additionalProperties.maxLength);
    // Reached through a $ref and a nullable oneOf.
    expect(table.CustomQuestionAnswer.answer).toBeGreaterThan(0);
    expect(table.ProfileForm.countryCode).toBe(schemas.CountryCode.maxLength);
  });

  it('follows a limit changed in the contract', () => {
    const changed = structuredClone(doc);
    changed.components.schemas.PostInput.properties.title.maxLength = 55;
    expect(requestLimits(changed).PostInput.title).toBe(55);
  });

  it("takes the largest upload from preuploadMedia's size parameter", () => {
    expect(uploadLimit(doc)).toBe(50 * 1024 * 1024);
    const changed = structuredClone(doc);
    const op = Object.values(changed.paths).find(
      (item) => item.get?.operationId === 'preuploadMedia',
    );
    op.get.parameters.find((p) => p.name === 'size').schema.maximum = 1000;
    expect(uploadLimit(changed)).toBe(1000);
  });
});
