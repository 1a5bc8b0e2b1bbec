import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useControllableState } from '../../utils/useControllableState';

export const passwordAutoCompletes = ['current-password', 'new-password', 'off'] as const;

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'prefix' | 'suffix'> {
  /** Tells password managers whether to fill a saved password or propose a new one. @defaultValue 'current-password' */
  autoComplete?: (typeof passwordAutoCompletes)[number];
  /** Shows the password in clear at first. @defaultValue false */
  defaultVisible?: boolean;
  /** Called when the password is shown or hidden. */
  onVisibleChange?: (visible: boolean) => void;
}

/** A password input with a button that shows or hides the password, and says so. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    {
      autoComplete = 'current-password',
      defaultVisible = false,
      onVisibleChange,
      id,
      disabled,
      ...rest
    },
    ref,
  ) {
    const intl = useIntl();
    const generatedId = useId();
    const inputId = id ?? `password${generatedId}`;
    // Uncontrolled only: no `visible` prop yet, but the same shape as the components that have one.
    const [visible, setVisible] = useControllableState({
      defaultProp: defaultVisible,
      onChange: onVisibleChange,
    });
    // Nothing is announced until the person toggles: the region starts empty.
    const [announced, setAnnounced] = useState(false);
    const toggle = () => {
      setVisible(!visible);
      setAnnounced(true);
    };
    return (
      <>
        <TextField
          ref={ref}
          {...rest}
          id={inputId}
          disabled={disabled}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          suffix={
            <IconButton
              icon={visible ? EyeOff : Eye}
              label={
                visible
                  ? intl.formatMessage({
                      id: 'ui.passwordField.hide',
                      defaultMessage: 'Masquer le mot de passe',
                    })
                  : intl.formatMessage({
                      id: 'ui.passwordField.show',
                      defaultMessage: 'Afficher le mot de passe',
                    })
              }
              variant="outline"
              aria-controls={inputId}
              disabled={disabled}
              onClick={toggle}
            />
          }
        />
        <VisuallyHidden>
          <span aria-live="polite">
            {announced
              ? visible
                ? intl.formatMessage({
                    id: 'ui.passwordField.shown',
                    defaultMessage: 'Le mot de passe est affiché.',
                  })
                : intl.formatMessage({
                    id: 'ui.passwordField.hidden',
                    defaultMessage: 'Le mot de passe est masqué.',
                  })
              : null}
          </span>
        </VisuallyHidden>
      </>
    );
  },
);
