"""A ruleset that lives only in tests: proof that adding a ruleset is one
package plus one line in ``settings.FOURFOLD_RULESETS`` (tests/rulesets/
test_registry.py and test_parts.py install it with override_settings)."""
