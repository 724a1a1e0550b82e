import { ROLE_LABELS, updateAccountBody, type Account } from '@job-board/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ImageUploadField } from '../../../components/ui/image-upload-field';
import { TextField } from '../../../components/ui/text-field';
import { useSaveForm } from '../../../lib/use-save-form';
import { useSaveProfile } from '../api/use-account';
import { ACCOUNT_TEXT } from '../messages';
import { SectionSaveFooter } from './section-save-footer';
import { TimeZoneField } from './time-zone-field';

const TEXT = ACCOUNT_TEXT.profile;
const profileSchema = z.object({ name: updateAccountBody.shape.name, time_zone: z.string() });
const PICTURE_TYPES = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/** Name, picture and time zone; the header and every time shown follow the saved ones at once. */
export function ProfileSection({ account }: { account: Account }) {
  const saveProfile = useSaveProfile();
  const [picture, setPicture] = useState<File | null>(null);
  const [removePicture, setRemovePicture] = useState(false);
  const { form, submit, notice, formError, isSaving } = useSaveForm({
    schema: profileSchema,
    defaultValues: { name: account.name, time_zone: account.time_zone ?? '' },
    save: async ({ name, time_zone }) => {
      const zone = { name, time_zone: time_zone || null };
      const body = removePicture && !picture ? { ...zone, img_url: null } : zone;
      const result = await saveProfile.mutateAsync({ body, picture });
      setPicture(null);
      setRemovePicture(false);
      return result;
    },
    success: (result) => ({ message: result.message, hideAfterMs: 5000 }),
    failureFallback: TEXT.saveFailed,
  });
  const { errors } = form.formState;
  const currentUrl = removePicture ? null : account.img_url;

  return (
    <Card title={TEXT.title}>
      <form onSubmit={submit} noValidate className="grid max-w-xl gap-4">
        <TextField
          label={TEXT.name}
          required
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="time_zone"
          render={({ field }) => (
            <TimeZoneField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.time_zone?.message}
              disabled={isSaving}
            />
          )}
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-slate-700">{TEXT.email}</dt>
          <dd className="text-slate-900">{account.email}</dd>
          <dt className="font-medium text-slate-700">{TEXT.role}</dt>
          <dd className="text-slate-900">{ROLE_LABELS[account.role]}</dd>
        </dl>
        <ImageUploadField
          label={TEXT.picture}
          file={picture}
          onFileChange={(file) => {
            setPicture(file);
            if (file) setRemovePicture(false);
          }}
          currentUrl={currentUrl}
          accept={PICTURE_TYPES}
          hint={removePicture ? TEXT.pictureRemoved : TEXT.pictureHint}
          disabled={isSaving}
        />
        {account.img_url && !removePicture && !picture && (
          <div>
            <Button variant="secondary" size="sm" onClick={() => setRemovePicture(true)}>
              {TEXT.removePicture}
            </Button>
          </div>
        )}
        <SectionSaveFooter formError={formError} notice={notice} isSaving={isSaving} text={TEXT} />
      </form>
    </Card>
  );
}
