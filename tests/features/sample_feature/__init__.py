"""A feature that lives only in tests: proof that adding a feature is one
package plus one line in ``settings.FOURFOLD_FEATURES`` (tests/features/
test_sample_feature.py installs it with the settings that line would make).
It has every part a feature may have: a command, a hook, a Django app with
a template, a web page under its own prefix, a settings default, and a
feature it requires."""

from core.features import Feature

FEATURE = Feature(
    key="sample",
    name="A test feature",
    character_commands=("tests.features.sample_feature.commands.sample.CmdSample",),
    hooks={"login_notice": "tests.features.sample_feature.hooks.login_notice"},
    app="tests.features.sample_feature.apps.SampleConfig",
    urls="tests.features.sample_feature.web.urls",
    url_prefix="sample/",
    settings={"FOURFOLD_SAMPLE_GREETING": "The sample feature waves."},
    requires=("community",),
)
