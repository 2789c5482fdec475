/** A small prize wheel for the bookmark (decorative: the link's text names it). */
export function WheelIcon({ size = 28 }: { size?: number }) {
  const colours = ['#6c5ce7', '#00b894', '#fdcb6e', '#e84393', '#0984e3', '#e17055'];
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {colours.map((colour, i) => {
        const a0 = ((i * 60 - 90) * Math.PI) / 180;
        const a1 = (((i + 1) * 60 - 90) * Math.PI) / 180;
        return <path key={colour} d={`M16 16 L${16 + 14 * Math.cos(a0)} ${16 + 14 * Math.sin(a0)} A14 14 0 0 1 ${16 + 14 * Math.cos(a1)} ${16 + 14 * Math.sin(a1)} Z`} fill={colour} />;
      })}
      <circle cx="16" cy="16" r="14" fill="none" stroke="#fff" strokeWidth="1.5" />
      <circle cx="16" cy="16" r="3.5" fill="#fff" />
      <path d="M12.5 0.5 L19.5 0.5 L16 6 Z" fill="#fff" />
    </svg>
  );
}
