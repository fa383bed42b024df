export default function DepartureScreen() {
  return null;
}
