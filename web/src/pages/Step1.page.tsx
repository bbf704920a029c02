import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function Step1Page() {
  return (
    <Container py="xl">
      <Title>Step1</Title>
    </Container>
  );
}
