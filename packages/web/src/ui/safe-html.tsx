import { Typography, type TypographyProps } from '@mantine/core';
import { useMemo } from 'react';
import classes from './safe-html.module.css';
import { sanitizeHtml } from './sanitize-html';

/** Props of SafeHtml. */
export interface SafeHtmlProps extends Omit<TypographyProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the server (notice bodies, announcements); null or undefined renders nothing. */
  html: string | null | undefined;
}

/** Renders server-provided rich text after sanitising it with DOMPurify, with Mantine's typography styles. */
export function SafeHtml({ html, className, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  // The HTML has just been sanitised by DOMPurify.
  return (
    <Typography
      {...props}
      className={className ? `${classes.root} ${className}` : classes.root}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
