// The submit frame every form dialog shares: a draggable 450px dialog (spec §2) around an antd
// Form; OK validates, then sends through one useMutation. A failure keeps the dialog open with what
// the user typed: errors of the request layer were already shown (spec §8), any other is shown here.
// Enter in a text field submits, Esc and Cancel close; a second submit while one runs is ignored.
import { RequestError } from '@console/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, type FormInstance } from 'antd';
import { type KeyboardEvent, type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { DraggableModal } from '../DraggableModal';
import { useFormText } from './i18n';

export interface FormDialogProps<Values extends object, Result = unknown> {
  open: boolean;
  title: ReactNode;
  /** Sends the validated values. Rejecting keeps the dialog open. */
  onSubmit: (values: Values) => Promise<Result>;
  /** After a successful submit; without it the dialog closes (onClose). */
  onSuccess?: (result: Result, values: Values) => void;
  onClose: () => void;
  /** Put into the form each time the dialog opens. */
  initialValues?: Partial<Values>;
  /** The caller's form instance, when it reads or sets fields itself. */
  form?: FormInstance<Values>;
  /** Queries a successful submit made stale (targeted, never the whole cache). */
  invalidate?: QueryKey[];
  okText?: ReactNode;
  cancelText?: ReactNode;
  okDanger?: boolean;
  okDisabled?: boolean;
  width?: number;
  /** Replaces the OK/Cancel footer (e.g. a result view with only "close"); null hides it. */
  footer?: ReactNode;
  /** Text for an error the request layer did not show; null shows nothing. Default: its message. */
  describeError?: (error: unknown) => ReactNode | null;
  afterClose?: () => void;
  /** Rendered inside the dialog, above the form (a confirmation line, a warning). */
  header?: ReactNode;
  children?: ReactNode;
}

const shownByRequestLayer = (error: unknown) => error instanceof RequestError;

export function FormDialog<Values extends object, Result = unknown>({
  open,
  title,
  onSubmit,
  onSuccess,
  onClose,
  initialValues,
  form: given,
  invalidate,
  okText,
  cancelText,
  okDanger,
  okDisabled,
  width,
  footer,
  describeError,
  afterClose,
  header,
  children,
}: FormDialogProps<Values, Result>) {
  const t = useFormText();
  const [own] = Form.useForm<Values>();
  const form = given ?? own;
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const mutation = useMutation({ mutationFn: (values: Values) => onSubmit(values) });
  const { reset } = mutation;

  // A fresh form each time it opens: the values of the last use are not offered again.
  // initialValues is read when the dialog opens, not on every render of the caller.
  const fillForm = useEffectEvent(() => {
    reset();
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues);
  });
  useEffect(() => {
    if (open) fillForm();
  }, [open]);

  const submit = async () => {
    if (busy.current) return; // a second click or Enter while one submit runs
    busy.current = true;
    try {
      const values = await form.validateFields().catch(() => undefined); // the form shows what is wrong
      if (!values) return;
      let result: Result;
      try {
        result = await mutation.mutateAsync(values);
      } catch {
        return; // mutation.error says why; the dialog stays open
      }
      await Promise.all((invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (onSuccess) onSuccess(result, values);
      else onClose();
    } finally {
      busy.current = false;
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    const target = e.target as HTMLElement;
    // a textarea takes new lines; a select uses Enter to choose
    if (target.tagName !== 'INPUT' || target.getAttribute('role') === 'combobox') return;
    e.preventDefault();
    void submit();
  };

  const error = mutation.error;
  const errorText =
    error && !shownByRequestLayer(error)
      ? describeError
        ? describeError(error)
        : t('failed', { reason: error.message })
      : null;

  return (
    <DraggableModal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={okText ?? t('ok')}
      cancelText={cancelText ?? t('cancel')}
      okButtonProps={{ danger: okDanger, disabled: okDisabled }}
      confirmLoading={mutation.isPending}
      // a click beside a half-filled form must not throw it away; Esc and Cancel still close
      mask={{ closable: false }}
      destroyOnHidden
      afterClose={afterClose}
      {...(footer !== undefined ? { footer } : {})}
    >
      {header}
      <Form form={form} layout="vertical" initialValues={initialValues} onKeyDown={onKeyDown}>
        {children}
      </Form>
      {errorText && <Alert type="error" showIcon title={errorText} data-testid="form-dialog-error" />}
    </DraggableModal>
  );
}
