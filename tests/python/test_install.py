"""test_install.py: `pip install ./python` works offline and the installed package finds its bundled library."""
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


sys.path.insert(0, os.path.join(ROOT, "python"))
try:
    import mtgvm
except Exception as e:  # the library is not built
    raise unittest.SkipTest("mtgvm not built: %s" % e)


class InstallTest(unittest.TestCase):
    def test_pip_install_offline(self):
        if not os.path.exists(os.path.join(ROOT, "build", "src", "libmtgvm.so")):
            raise unittest.SkipTest("the library is not built")
        with tempfile.TemporaryDirectory() as target:
            env = dict(os.environ, PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1")
            env.pop("MTGVM_LIB", None)
            r = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--target", target,
                                os.path.join(ROOT, "python")], capture_output=True, text=True, env=env)
            self.assertEqual(r.returncode, 0, r.stderr)
            code = ("import mtgvm, os; from mtgvm import _lib; "
                    "assert os.path.dirname(_lib._find_library()) == os.path.dirname(mtgvm.__file__); "
                    "e = mtgvm.Env(); o, i = e.reset(seed=1); print(len(o))")
            r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=target,
                               env=dict(env, PYTHONPATH=target))
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(int(r.stdout.strip()), mtgvm.OBS_SIZE)


if __name__ == "__main__":
    unittest.main()
