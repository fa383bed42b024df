export default function SchoolsScreen() {
  return null;
}
