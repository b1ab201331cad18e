export { AuthModal, defaultAuthModalMessages } from './AuthModal';
export type {
  AuthModalMessages,
  AuthModalProps,
  AuthModalTab,
  ForgotPasswordFormValues,
  SignInFormValues,
  SignUpFormValues,
} from './AuthModal';
