export default function SchoolScreen() {
  return null;
}
