export default function RegistrationsScreen() {
  return null;
}
