import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormNotice } from '../../../components/ui/form-notice';
import { useAppName } from '../../../lib/app-name';
import { saveFile } from '../../../lib/use-download';
import { TWO_FACTOR_TEXT } from '../messages';

/** The recovery codes, shown once: copy, download as .txt, then "I have saved them". */
export function RecoveryCodesPanel({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const appName = useAppName();
  const [copyState, setCopyState] = useState<string | null>(null);
  const text = [TWO_FACTOR_TEXT.codesFileHeader(appName, email), '', ...codes, ''].join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyState(TWO_FACTOR_TEXT.copied);
    } catch {
      setCopyState(TWO_FACTOR_TEXT.copyFailed);
    }
  };

  return (
    <Card title={TWO_FACTOR_TEXT.codesHeading}>
      <p className="text-sm text-slate-600">{TWO_FACTOR_TEXT.codesHelp}</p>
      <ul
        aria-label={TWO_FACTOR_TEXT.codesHeading}
        className="my-4 grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <FormNotice className="mb-4">{copyState}</FormNotice>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {TWO_FACTOR_TEXT.copy}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            saveFile(new Blob([text], { type: 'text/plain' }), TWO_FACTOR_TEXT.codesFileName)
          }
        >
          {TWO_FACTOR_TEXT.download}
        </Button>
        <Button onClick={onDone}>{TWO_FACTOR_TEXT.saved}</Button>
      </div>
    </Card>
  );
}
