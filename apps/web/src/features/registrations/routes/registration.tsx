export default function RegistrationScreen() {
  return null;
}
