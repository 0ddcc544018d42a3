import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import classes from './header-button.module.css';

export type HeaderButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
};

/** A white icon button of the red header (Mantine's subtle ActionIcon look, without Mantine). */
export function HeaderIconButton({ className, ...props }: HeaderButtonProps) {
  return (
    <button
      type="button"
      className={className ? `${classes.iconButton} ${className}` : classes.iconButton}
      {...props}
    />
  );
}

/** A plain white text button of the red header (the account menu's target). */
export function HeaderTextButton({ className, ...props }: HeaderButtonProps) {
  return (
    <button
      type="button"
      className={className ? `${classes.textButton} ${className}` : classes.textButton}
      {...props}
    />
  );
}

type BadgeProps = {
  /** Nothing is shown without a label (a count of 0). */
  label: ReactNode;
  size: number;
  offset: number;
  color: string;
  textColor?: string;
  bold?: boolean;
  children: ReactNode;
};

/** A round count badge on a header button's corner (Mantine's Indicator look). */
export function HeaderBadge({ label, size, offset, color, textColor, bold, children }: BadgeProps) {
  const style = {
    '--badge-size': `${size}px`,
    '--badge-offset': `${offset}px`,
    '--badge-color': color,
    '--badge-text-color': textColor ?? 'var(--mantine-color-white)',
    fontWeight: bold ? 700 : undefined,
  } as CSSProperties;
  return (
    <div className={classes.badgeRoot}>
      {children}
      {label ? (
        <span className={classes.badge} style={style}>
          {label}
        </span>
      ) : null}
    </div>
  );
}
