"""Rule booklets: jinja2 templates (sandboxed, user-overridable) -> light markup -> platypus."""
