export default function HomePage() {
  return <main><h1 className="text-4xl">Hello</h1></main>;
}
