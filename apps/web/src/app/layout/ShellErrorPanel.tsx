import { IconAlertCircle } from '@tabler/icons-react';
import { collectPrimaryErrors, TEXTS } from '@logi/shared';
import { extractErrorBody, toLines } from '../../components/ui/error-body.ts';
import classes from './error.module.css';

/**
 * The エラーが発生しました panel (spec §8, ErrorPanel's look) for the shell's own failures, without
 * Mantine: it must show even when the Mantine chunk is what failed to load (docs/decisions/024).
 */
export function ShellErrorPanel({ error }: { error: unknown }) {
  const blocks = collectPrimaryErrors(extractErrorBody(error));
  const lines = blocks.flatMap((block) => [
    ...(block.heading ? [block.heading] : []),
    ...toLines(block.messages),
  ]);
  return (
    <div className={classes.panel} role="alert">
      <IconAlertCircle />
      <div>
        <div className={classes.title}>{TEXTS.errorPanelTitle}</div>
        {lines.map((line, index) => (
          <div key={index} className={classes.message}>
            {line}
          </div>
        ))}
      </div>
    </div>
  );
}
